import type { Db } from '../src/db/database';
import type { Ledger } from './soak-actors';
import { countKeys } from './write-kinds';

const countBy = (rows: { key: string }[]) => countKeys(rows.map((row) => row.key));

/** Every acknowledged write is in the database exactly once; prints and returns the misses. */
export async function verifyWrites(db: Db, ledger: Ledger) {
  const applications = countBy(
    await db
      .selectFrom('applications')
      .select('email as key')
      .where('email', 'like', 'soak.%')
      .execute(),
  );
  const comments = countBy(
    await db.selectFrom('comments').select('body as key').where('body', 'like', 'soak %').execute(),
  );
  const tasks = await db.selectFrom('tasks').select(['id', 'title', 'status', 'rating']).execute();
  const titles = countBy(tasks.map((task) => ({ key: task.title })));
  const byId = new Map(tasks.map((task) => [task.id, task]));

  const problems: string[] = [];
  const once = (kind: string, keys: string[], counts: Map<string, number>) => {
    for (const key of keys) {
      const n = counts.get(key) ?? 0;
      if (n !== 1) problems.push(`${kind} "${key}" stored ${n} times`);
    }
  };
  once('application', ledger.applications, applications);
  once('comment', ledger.comments, comments);
  once('task', ledger.assigned, titles);
  for (const id of ledger.completed) {
    if (byId.get(id)?.status !== 'Completed') problems.push(`task ${id} not Completed`);
  }
  for (const [id, rating] of ledger.ratings) {
    if (byId.get(id)?.rating !== rating)
      problems.push(`task ${id} rating ${byId.get(id)?.rating}, not ${rating}`);
  }
  const writes =
    ledger.applications.length +
    ledger.comments.length +
    ledger.assigned.length +
    ledger.completed.size +
    ledger.ratings.size;
  console.log(
    `acknowledged writes: ${writes} (applications ${ledger.applications.length}, comments ${ledger.comments.length}, ` +
      `tasks ${ledger.assigned.length}, completions ${ledger.completed.size}, ratings ${ledger.ratings.size}); ` +
      `lost or doubled: ${problems.length}`,
  );
  for (const problem of problems.slice(0, 20)) console.log(`  ${problem}`);
  return problems.length;
}
