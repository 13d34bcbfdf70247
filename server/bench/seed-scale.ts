import fs from 'node:fs';
import { sql } from 'kysely';
import { loadConfig } from '../src/config';
import { createDatabase, type Db, type Dialect } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrator';
import { optimizeSearchIndexes } from '../src/db/text-search.repository';
import { hashPassword } from '../src/lib/passwords';
import { SCALE_PASSWORD, seedScaleData, type ScaleSizes } from './scale-data';
import { arg } from './command-line';

/**
 * `npm run seed:scale -w server -- <sqlite file | postgres://...> [--applications 100000]
 * [--users 10000] [--tasks 500000] [--comments 0] [--logbookEntries 0]`: a fresh database at
 * scale. Every seeded supervisor and intern has the password SCALE_PASSWORD.
 */
export async function seedScale(url: string, sizes: ScaleSizes): Promise<number> {
  const dialect: Dialect = url.startsWith('postgres') ? 'postgres' : 'sqlite';
  if (dialect === 'sqlite' && fs.existsSync(url)) throw new Error(`${url} exists: give a new file`);
  const db: Db = createDatabase(dialect, url);
  try {
    await migrateToLatest(db);
    const existing = await db.selectFrom('applications').select('id').limit(1).execute();
    if (existing.length > 0) throw new Error('The database is not empty: give a fresh one');
    const config = loadConfig({
      NODE_ENV: 'production',
      SECRETS_KEY: 'development',
      DATABASE_URL: url,
    });
    const hash = await hashPassword(config, SCALE_PASSWORD);
    const began = performance.now();
    await seedScaleData(db, sizes, hash);
    // Fresh statistics (and on PostgreSQL the visibility map that index-only scans read), as
    // a database that grew to this size under autovacuum would have.
    await (dialect === 'postgres' ? sql`vacuum analyze` : sql`analyze`).execute(db);
    // Likewise SQLite's search indexes: this one-transaction load leaves them in many pieces,
    // which a database growing by single writes merges as it goes.
    await optimizeSearchIndexes(db);
    return performance.now() - began;
  } finally {
    await db.destroy();
  }
}

if (require.main === module) {
  const url = process.argv[2];
  if (!url || url.startsWith('--')) {
    console.error('usage: seed-scale.ts <sqlite file | postgres://...> [--applications N] ...');
    process.exit(2);
  }
  const sizes = {
    applications: arg('applications', 100_000),
    users: arg('users', 10_000),
    tasks: arg('tasks', 500_000),
    comments: arg('comments', 0),
    logbookEntries: arg('logbookEntries', 0),
  };
  seedScale(url, sizes).then(
    (ms) =>
      console.log(`seeded ${JSON.stringify(sizes)} into ${url} in ${(ms / 1000).toFixed(1)} s`),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
