import fp from 'fastify-plugin';
import { runRetentionJob } from '../domain/personal-data/retention.service';
import { hourlyJob } from './hourly-job';

/**
 * The retention job (docs/decisions.md, "Personal data"): once when the server is ready, then
 * every hour; with several instances, the one holding the job's lease runs it.
 */
export default fp(
  async (app) => {
    const { config } = app;
    const settings = {
      declinedDays: config.RETAIN_DECLINED_DAYS,
      unactivatedDays: config.RETAIN_UNACTIVATED_DAYS,
      mailDays: config.RETAIN_MAIL_DAYS,
      notificationDays: config.RETAIN_NOTIFICATION_DAYS,
    };
    hourlyJob(
      app,
      'retention job',
      (holder) => runRetentionJob(app.db, settings, holder),
      (erased) => {
        if (
          erased &&
          erased.declined + erased.unactivated + erased.mailBodies + erased.notifications > 0
        ) {
          app.log.info(erased, 'retention: personal data kept past its time erased');
        }
      },
    );
  },
  { name: 'retention', dependencies: ['config', 'db'] },
);
