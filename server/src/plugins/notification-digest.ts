import fp from 'fastify-plugin';
import { runNotificationDigest } from '../domain/notifications/digest.service';
import { hourlyJob } from './hourly-job';

/**
 * The notifications' daily digest (docs/decisions.md, "Notifications and live updates"): once
 * when the server is ready, then every hour (from 07:00, firm's zone); with several instances,
 * the one holding the job's lease queues them. The mailer delivers them.
 */
export default fp(
  async (app) => {
    hourlyJob(
      app,
      'notification digest',
      (holder) => runNotificationDigest(app.db, app.config, holder),
      (sent) => {
        if (sent) app.log.info({ sent }, 'notification digests queued');
      },
    );
  },
  { name: 'notification-digest', dependencies: ['config', 'db'] },
);
