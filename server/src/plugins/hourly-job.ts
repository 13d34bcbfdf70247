import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { HOUR } from '../lib/time';

/**
 * Runs `run` once when the server is ready, then every hour, never two at once; the stop waits
 * for a run under way. `holder` names this instance to the job's lease, so that with several
 * instances one runs each job at a time. `done` hears what a run answered; a failure is logged
 * as `<name> failed`.
 */
export function hourlyJob<T>(
  app: FastifyInstance,
  name: string,
  run: (holder: string) => Promise<T>,
  done: (result: T) => void,
) {
  const holder = randomUUID();
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;

  const start = () => {
    running ??= run(holder)
      .then(done)
      .catch((error: unknown) => app.log.error({ err: error }, `${name} failed`))
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
}
