import fp from 'fastify-plugin';
import { runInterviewReminders } from '../domain/interviews/reminders.service';
import { hourlyJob } from './hourly-job';

/**
 * Interview reminders (docs/interview-booking.md): once when the server is ready, then every
 * hour, a day before each booked interview; with several instances, the lease holder sends them.
 */
export default fp(
  async (app) => {
    hourlyJob(
      app,
      'interview reminders',
      (holder) => runInterviewReminders(app.db, app.config, holder),
      (reminded) => {
        if (reminded) app.log.info({ reminded }, 'interview reminders queued');
      },
    );
  },
  { name: 'interview-reminders', dependencies: ['config', 'db'] },
);
