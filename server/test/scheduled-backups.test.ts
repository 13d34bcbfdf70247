import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { buildApp } from '../src/app';
import { isBackupFileName } from '../src/domain/backups/backup.service';
import type { FastifyZod } from '../src/lib/fastify-zod';
import { apply } from './helpers/fixtures';
import { testConfig, useTestApp } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-db';

const EVERY_S = 2;
const DEADLINE_MS = 120_000;

describeEachDatabase('scheduled backups', (dialect) => {
  const ctx = useTestApp(dialect);
  const instances: FastifyZod[] = [];
  const logs: Record<string, unknown>[] = [];
  let backupDir: string;

  afterAll(async () => {
    for (const instance of instances) await instance.close();
    fs.rmSync(backupDir, { recursive: true, force: true });
  });

  it('two instances on one database: one backup per interval, each logged with its size, the newest kept', async () => {
    await apply(ctx);
    backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'internship-backups-'));
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean))
          logs.push(JSON.parse(line));
        done();
      },
    });
    const started = Date.now();
    for (let i = 0; i < 2; i++) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'internship-instance-'));
      const config = testConfig(ctx.database, dataDir, {
        BACKUP_EVERY: `${EVERY_S}s`,
        BACKUP_KEEP: '2',
        BACKUP_DIR: backupDir,
      });
      const app = await buildApp(config, { logger: { level: 'info', stream } });
      instances.push(app);
      await app.ready();
    }
    // Until three backups are written: a fixed window fails on a loaded machine, where a backup
    // alone can take seconds; the deadline only catches a scheduler that stopped.
    const writtenLines = () => logs.filter((line) => String(line.msg).startsWith('backup written'));
    while (writtenLines().length < 3 && Date.now() - started < DEADLINE_MS) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    for (const instance of instances.splice(0)) await instance.close();
    const elapsed = Date.now() - started;

    const written = writtenLines();
    // Without the lease each instance would take one per interval: twice as many.
    expect(written.length).toBeGreaterThanOrEqual(3);
    expect(written.length).toBeLessThanOrEqual(Math.ceil(elapsed / (EVERY_S * 1000)) + 1);
    for (const line of written) {
      expect(line.bytes).toBeGreaterThan(0);
      expect(line.msg).toMatch(/^backup written: \d+\.\d MB$/);
    }
    // Two instances taking one at the same tick would be milliseconds apart. The tick that took
    // the lease, not the backup's snapshot: on a loaded machine a backup may start a second late.
    const times = written.map((line) => Date.parse(String(line.due))).sort((a, b) => a - b);
    for (let i = 1; i < times.length; i++) {
      expect(times[i] - times[i - 1]).toBeGreaterThan(EVERY_S * 1000 * 0.5);
    }
    const kept = fs.readdirSync(backupDir).filter(isBackupFileName);
    expect(kept).toHaveLength(2);
    // The newest by name (their snapshot's time): on a loaded machine a backup that started
    // first can be written after the next one, so the last two logged may not be the newest.
    expect(kept.sort()).toEqual(
      written
        .map((line) => path.basename(String(line.file)))
        .sort()
        .slice(-2),
    );
    expect(logs.filter((line) => line.msg === 'scheduled backup failed')).toEqual([]);
  }, 180_000);
});
