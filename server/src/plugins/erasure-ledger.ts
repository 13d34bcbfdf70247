import path from 'node:path';
import fp from 'fastify-plugin';
import { LEDGER_FILE_NAME, LedgerFile } from '../domain/personal-data/erasure-ledger-file';
import { onErasure } from '../domain/personal-data/erasure.service';

/** Other instances' erasures reach this instance's copy at most this long after. */
const SYNC_EVERY_MS = 60_000;

/**
 * Keeps the erasure ledger's file in BACKUP_DIR up to date (docs/decisions.md, "Backups"): after
 * each erasure of this instance, before its answer; when ready; every minute (other instances
 * sharing the database); and at close.
 */
export default fp(
  async (app) => {
    const ledger = new LedgerFile(path.join(app.config.BACKUP_DIR, LEDGER_FILE_NAME));
    const sync = () =>
      ledger
        .sync(app.db)
        .then(() => undefined)
        .catch((error: unknown) =>
          app.log.error({ err: error }, 'the erasure ledger file could not be written'),
        );
    onErasure(app.db, sync);
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      await sync();
      timer = setInterval(() => void sync(), SYNC_EVERY_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await sync();
    });
  },
  { name: 'erasure-ledger', dependencies: ['config', 'db'] },
);
