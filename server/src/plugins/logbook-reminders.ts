import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { runLogbookReminders } from '../domain/logbook/logbook-reminders.service';
import { HOUR } from '../lib/time';

/**
 * Logbook reminders (docs/decisions.md, "Logbook and attendance"): once when the server is
 * ready, then every hour; with several instances, the one holding the job's lease sends them.
 * The e-mails are queued; the mailer delivers them.
 */
export default fp(
  async (app) => {
    const holder = randomUUID();
    let running: Promise<void> | null = null;
    let timer: NodeJS.Timeout | undefined;

    const start = () => {
      running ??= runLogbookReminders(app.db, app.config, holder)
        .then((reminded) => {
          if (reminded) app.log.info({ reminded }, 'logbook reminders queued');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'logbook reminders failed'))
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
  { name: 'logbook-reminders', dependencies: ['config', 'db'] },
);
