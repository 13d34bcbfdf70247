import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { runNotificationDigest } from '../domain/notifications/digest.service';
import { HOUR } from '../lib/time';

/**
 * The notifications' daily digest (docs/decisions.md, "Notifications and live updates"): once
 * when the server is ready, then every hour (from 07:00, firm's zone); with several instances,
 * the one holding the job's lease queues them. The mailer delivers them.
 */
export default fp(
  async (app) => {
    const holder = randomUUID();
    let running: Promise<void> | null = null;
    let timer: NodeJS.Timeout | undefined;

    const start = () => {
      running ??= runNotificationDigest(app.db, app.config, holder)
        .then((sent) => {
          if (sent) app.log.info({ sent }, 'notification digests queued');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'notification digest failed'))
        .finally(() => (running = null));
    };

    app.addHook('onReady', async () => {
      start();
      timer = setInterval(start, HOUR);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'notification-digest', dependencies: ['config', 'db'] },
);
