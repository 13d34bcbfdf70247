import fp from 'fastify-plugin';
import { pruneClientEvents } from '../domain/releases/client-events.repository';
import { PAGE_TOKEN_LIFETIME_MS } from '../domain/releases/page-tokens';
import { shareRules } from '../domain/releases/release-settings';
import { judgeShares } from '../domain/releases/release-shares.service';
import { HOUR } from '../lib/time';

/** Figures older than this are no share's any more. */
const KEEP_FIGURES_MS = 30 * 24 * HOUR;

/**
 * Judges the open release shares every RELEASE_WATCH_SECONDS (docs/decisions.md, "Releases to a
 * share of users"): a failing one ends within two rounds, a healthy auto-promoted one grows.
 * Every instance runs it; the database lets one of them act on each share. Once an hour, the
 * figures of the last 30 days are all that is kept, and which pages counted their view for a day.
 */
export default fp(
  async (app) => {
    const rules = shareRules(app.config);
    let running: Promise<void> | null = null;
    let timer: NodeJS.Timeout | undefined;
    let prunedAt = 0;

    const round = async () => {
      for (const judged of await judgeShares(app.db, rules)) {
        const log = judged.action === 'rolled back' ? app.log.warn : app.log.info;
        log.call(
          app.log,
          { package: judged.package, release: judged.releaseId },
          `release share ${judged.action}: ${judged.detail}`,
        );
        app.mailer.send(judged.mailIds);
      }
      if (Date.now() - prunedAt >= HOUR) {
        prunedAt = Date.now();
        await pruneClientEvents(
          app.db,
          new Date(Date.now() - KEEP_FIGURES_MS),
          new Date(Date.now() - PAGE_TOKEN_LIFETIME_MS - HOUR),
        );
      }
    };
    const start = () => {
      running ??= round()
        .catch((error: unknown) => app.log.error({ err: error }, 'release watch failed'))
        .finally(() => (running = null));
    };

    app.addHook('onReady', async () => {
      timer = setInterval(start, app.config.RELEASE_WATCH_SECONDS * 1000);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'release-watch', dependencies: ['config', 'db', 'mailer'] },
);
