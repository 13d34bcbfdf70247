import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { runScheduledBackup } from '../domain/backups/scheduled-backups';

/** How often an instance asks whether a backup is due (more often when BACKUP_EVERY is shorter). */
const TICK_MS = 60_000;

/**
 * Scheduled backups (BACKUP_EVERY, BACKUP_KEEP; docs/decisions.md, "Backups"): every instance
 * asks each minute, the one that takes the job's lease writes the backup, each logged with its
 * size. Closing waits for a running one; a process stopped meanwhile leaves a `.partial` file,
 * never taken for a backup (removed a day later).
 */
export default fp(
  async (app) => {
    const every = app.config.BACKUP_EVERY;
    if (every === null) return;
    const instance = randomUUID();
    let running: Promise<void> | null = null;
    let timer: NodeJS.Timeout | undefined;

    const tick = () => {
      running ??= runScheduledBackup(app.db, app.config, instance)
        .then((result) => {
          if (!result) return;
          app.log.info(
            {
              file: result.file,
              due: result.due,
              takenAt: result.takenAt,
              bytes: result.bytes,
              ms: Math.round(result.ms),
              rows: result.rows.applications,
              removed: result.removed,
            },
            `backup written: ${(result.bytes / 1024 / 1024).toFixed(1)} MB`,
          );
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'scheduled backup failed'))
        .finally(() => (running = null));
    };

    app.addHook('onReady', async () => {
      timer = setInterval(tick, Math.min(every, TICK_MS));
      timer.unref();
      tick();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'scheduled-backups', dependencies: ['config', 'db'] },
);
