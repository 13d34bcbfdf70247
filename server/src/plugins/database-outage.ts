import fp from 'fastify-plugin';
import { readiness } from '../domain/health/readiness';

/** What a client is told to wait before trying again (Retry-After). */
export const RETRY_AFTER_SECONDS = 5;
/** How long asking the database whether it answers may take, and how often it is asked after. */
const ASK_WITHIN_MS = 2000;
const ASK_EVERY_MS = 1000;

export interface DatabaseOutage {
  /**
   * Notes a request that failed as the database is unreachable (lib/db-errors.ts): the first of
   * an outage (the database asked, and it does not answer) is logged; the others are not, until
   * the database answers again, which is logged too. Such a request is answered 503.
   */
  unreachable(error: unknown): Promise<void>;
  /** Whether an outage is under way (begun and not yet seen to end). */
  ongoing(): boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    databaseOutage: DatabaseOutage;
  }
}

/**
 * A database that restarts or is down: every request that needs it fails alike, and a log line
 * each (thousands a minute) hid the one that said why. One line when it stops answering, one
 * when it answers again, with how long it was and how many answers were 503.
 */
export default fp(
  async (app) => {
    let outage: { since: number; answered: number; timer: NodeJS.Timeout } | undefined;
    let asking: Promise<boolean> | undefined;
    const ongoing = () => outage;
    const down = async () => !(await readiness(app.db, app.sqliteFile, ASK_WITHIN_MS)).ready;

    const begin = (error: unknown) => {
      app.log.error(
        { err: error },
        'the database does not answer: requests that need it are answered 503 until it does',
      );
      let probing = false;
      const timer = setInterval(() => {
        if (probing || !outage) return;
        probing = true;
        void down()
          .then((still) => {
            if (still || !outage) return;
            clearInterval(outage.timer);
            const { since, answered } = outage;
            outage = undefined;
            const seconds = Math.round((Date.now() - since) / 1000);
            app.log.warn({ seconds, answered }, 'the database answers again');
          })
          .finally(() => (probing = false));
      }, ASK_EVERY_MS);
      timer.unref();
      outage = { since: Date.now(), answered: 1, timer };
    };

    app.decorate('databaseOutage', {
      ongoing: () => ongoing() !== undefined,
      async unreachable(error) {
        if (outage) {
          outage.answered += 1;
          return;
        }
        // One question at a time: the requests failing together wait for the same answer.
        asking ??= down().finally(() => (asking = undefined));
        if (await asking) {
          // Begun meanwhile by another request that waited for the same answer, or now.
          const current = ongoing();
          if (current) current.answered += 1;
          else begin(error);
        } else {
          // One connection lost, or SQLite busy, while the database answers: this request
          // alone, worth its line.
          app.log.warn({ err: error }, 'a request could not reach the database');
        }
      },
    });
    app.addHook('onClose', async () => clearInterval(outage?.timer));
  },
  { name: 'database-outage', dependencies: ['db'] },
);
