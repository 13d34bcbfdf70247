import fp from 'fastify-plugin';
import { runLogbookReminders } from '../domain/logbook/logbook-reminders.service';
import { hourlyJob } from './hourly-job';

/**
 * Logbook reminders (docs/decisions.md, "Logbook and attendance"): once when the server is
 * ready, then every hour; with several instances, the one holding the job's lease sends them.
 * The e-mails are queued; the mailer delivers them.
 */
export default fp(
  async (app) => {
    hourlyJob(
      app,
      'logbook reminders',
      (holder) => runLogbookReminders(app.db, app.config, holder),
      (reminded) => {
        if (reminded) app.log.info({ reminded }, 'logbook reminders queued');
      },
    );
  },
  { name: 'logbook-reminders', dependencies: ['config', 'db'] },
);
