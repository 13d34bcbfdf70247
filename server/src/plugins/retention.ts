import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { runRetentionJob } from '../domain/personal-data/retention.service';
import { HOUR } from '../lib/time';

/**
 * The retention job (docs/decisions.md, "Personal data"): once when the server is ready, then
 * every hour; with several instances, the one holding the job's lease runs it.
 */
export default fp(
  async (app) => {
    const { config } = app;
    const holder = randomUUID();
    const settings = {
      declinedDays: config.RETAIN_DECLINED_DAYS,
      unactivatedDays: config.RETAIN_UNACTIVATED_DAYS,
      mailDays: config.RETAIN_MAIL_DAYS,
      notificationDays: config.RETAIN_NOTIFICATION_DAYS,
    };
    let running: Promise<void> | null = null;
    let timer: NodeJS.Timeout | undefined;

    const start = () => {
      running ??= runRetentionJob(app.db, settings, holder)
        .then((erased) => {
          if (
            erased &&
            erased.declined + erased.unactivated + erased.mailBodies + erased.notifications > 0
          ) {
            app.log.info(erased, 'retention: personal data kept past its time erased');
          }
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'retention job failed'))
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
  { name: 'retention', dependencies: ['config', 'db'] },
);
