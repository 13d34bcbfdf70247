import type { Db } from '../src/db/database';
import { loadRequests } from './load';
import { seedTaskPool } from './seed-bench-data';
import {
  POOL_PER_SECOND,
  apply,
  assign,
  benchPeople,
  comment,
  complete,
  rate,
  type Headers,
  type Options,
  type Write,
} from './write-kinds';

/** Stored: this run's writes the database holds; lost: acknowledged, not there; doubled: twice. */
function verdict(acknowledged: string[], stored: Map<string, number>) {
  const counts = [...stored.values()];
  return {
    stored: counts.filter((count) => count > 0).length,
    lost: acknowledged.filter((key) => !stored.get(key)).length,
    doubled: counts.filter((count) => count > 1).length,
  };
}

async function measure(origin: string, write: Write, options: Options) {
  const result = await loadRequests(origin, write.next, options);
  const { stored, lost, doubled } = verdict(result.acknowledged, await write.stored());
  const dry = write.left?.() === 0 ? ' (pool used up)' : '';
  return (
    `| ${write.name}${dry} | ${write.as} | ${result.requests} | ${Math.round(result.perSecond)} | ` +
    `${result.p50.toFixed(1)} | ${result.p99.toFixed(1)} | ${result.errors} | ${stored} | ` +
    `${lost} | ${doubled} |`
  );
}

/**
 * The writes the UI makes, each request a distinct write, run one after another; after each run
 * every acknowledged write is looked for in the database. Prints one markdown table.
 */
export async function measureWrites(
  origin: string,
  db: Db,
  who: { intern: Headers; supervisor: Headers },
  options: Options,
) {
  const run = String(Date.now());
  const people = await benchPeople(db);
  // Seeded before any timed run, so that seeding does not compete with the writes measured.
  const count = POOL_PER_SECOND * options.seconds;
  const seed = async (prefix: string, status: 'Assigned' | 'Completed') =>
    (await seedTaskPool(db, people, { prefix, count, status })).map((task) => task.id);
  const open = `bench open ${run} `;
  const done = `bench done ${run} `;
  const writes = [
    apply(db, run),
    assign(db, run, people, who.supervisor),
    complete(db, open, await seed(open, 'Assigned'), who.intern),
    rate(db, done, await seed(done, 'Completed'), who.supervisor),
    comment(db, run, people, who.intern),
  ];
  const rows: string[] = [];
  for (const write of writes) rows.push(await measure(origin, write, options));

  console.log(`\nWrites, each request a distinct one; stored: this run's found in the database\n`);
  console.log(
    '| write | as | requests | req/s | p50 ms | p99 ms | errors | stored | lost | doubled |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
}
