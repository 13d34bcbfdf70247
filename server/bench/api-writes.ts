import { FormData } from 'undici';
import type { Db } from '../src/db/database';
import { loadWrites, type WriteRequest, type WriteResult } from './load-writes';
import { INTERN, SUPERVISOR } from './seed-bench-data';

type Headers = Record<string, string>;
interface Options {
  connections: number;
  seconds: number;
}

const PDF = new Blob(['%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'], {
  type: 'application/pdf',
});
const json = (headers: Headers) => ({ ...headers, 'content-type': 'application/json' });

/** How many of the acknowledged keys the database holds other than once. */
function misses(acknowledged: string[], stored: Map<string, number>) {
  let lost = 0;
  let doubled = 0;
  for (const key of acknowledged) {
    const count = stored.get(key) ?? 0;
    if (count === 0) lost += 1;
    if (count > 1) doubled += 1;
  }
  return { lost, doubled };
}

const countKeys = (keys: string[]) => {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
};

/**
 * The writes the UI makes, each request a distinct write, then every acknowledged one looked
 * for in the database: lost (not there) or doubled (there twice). Prints one table.
 */
export async function measureWrites(
  origin: string,
  db: Db,
  who: Record<string, Headers>,
  options: Options,
) {
  const people = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', 'in', [INTERN, SUPERVISOR])
    .execute();
  const idOf = (email: string) => people.find((person) => person.email === email)!.id;
  const intern = idOf(INTERN);
  const supervisor = idOf(SUPERVISOR);
  const [task] = await db
    .selectFrom('tasks')
    .select('id')
    .where('assigned_to', '=', intern)
    .limit(1)
    .execute();
  const run = `${Date.now()}`;
  let n = 0;
  const rows: string[] = [];
  const report = (
    write: string,
    as: string,
    result: WriteResult,
    stored: { lost: number; doubled: number },
  ) =>
    rows.push(
      `| ${write} | ${as} | ${result.requests} | ${Math.round(result.perSecond)} | ${result.p50.toFixed(1)} | ` +
        `${result.p99.toFixed(1)} | ${result.errors} | ${result.acknowledged.length} | ${stored.lost} | ${stored.doubled} |`,
    );

  const apply = await loadWrites(
    origin,
    (): WriteRequest => {
      const email = `bench.${run}.${(n += 1)}@apply.test`;
      const form = new FormData();
      form.append('Name', 'Bench Applicant');
      form.append('Email', email);
      form.append('PhoneNumber', '+254712345678');
      form.append('Position', '1');
      form.append('Cv', PDF, 'cv.pdf');
      form.append('AttachmentLetter', PDF, 'letter.pdf');
      return { method: 'POST', path: '/api/Apply', headers: {}, body: form, key: email };
    },
    options,
  );
  const applications = await db
    .selectFrom('applications')
    .innerJoin('application_files', 'application_files.application_id', 'applications.id')
    .select('applications.email as email')
    .where('applications.email', 'like', `bench.${run}.%`)
    .execute();
  // Two files each: an application counts as stored once when both of its PDFs are there.
  const files = countKeys(applications.map((row) => row.email));
  report(
    'POST /Apply (two PDFs)',
    'public',
    apply,
    misses(apply.acknowledged, new Map([...files].map(([key, count]) => [key, count / 2]))),
  );

  const comment = await loadWrites(
    origin,
    () => {
      const text = `bench comment ${run} ${(n += 1)}`;
      const body = JSON.stringify({ Taskid: task.id, Intern_comment: text, Userid: intern });
      return { method: 'POST', path: '/api/Comment', headers: json(who.intern), body, key: text };
    },
    options,
  );
  const comments = await db
    .selectFrom('comments')
    .select('body')
    .where('body', 'like', `bench comment ${run} %`)
    .execute();
  report(
    'POST /Comment',
    'intern',
    comment,
    misses(comment.acknowledged, countKeys(comments.map((row) => row.body))),
  );

  const assign = await loadWrites(
    origin,
    () => {
      const title = `bench task ${run} ${(n += 1)}`;
      const body = JSON.stringify({
        AssignedTo: intern,
        Task: title,
        TaskDescription: 'Measured.',
        Deadline: '2099-12-31',
      });
      return { method: 'POST', path: '/api/Task', headers: json(who.supervisor), body, key: title };
    },
    options,
  );
  const benchTasks = () =>
    db
      .selectFrom('tasks')
      .select(['id', 'title', 'status', 'rating'])
      .where('title', 'like', `bench task ${run} %`)
      .where('assigned_by', '=', supervisor)
      .execute();
  const tasks = await benchTasks();
  report(
    'POST /Task (assign)',
    'supervisor',
    assign,
    misses(assign.acknowledged, countKeys(tasks.map((row) => row.title))),
  );

  // Each task assigned above is completed once, then each completed one rated once.
  const open = tasks.map((row) => row.id);
  const complete = await loadWrites(
    origin,
    () => {
      const id = open.shift();
      if (id === undefined) return undefined;
      return {
        method: 'PUT',
        path: `/api/Task/Status/${id}`,
        headers: who.intern,
        body: '',
        key: String(id),
      };
    },
    options,
  );
  const afterComplete = await benchTasks();
  const completed = afterComplete.filter((row) => row.status === 'Completed');
  report(
    'PUT /Task/Status (complete)',
    'intern',
    complete,
    misses(complete.acknowledged, countKeys(completed.map((row) => String(row.id)))),
  );

  const toRate = complete.acknowledged.map(Number);
  const rate = await loadWrites(
    origin,
    () => {
      const id = toRate.shift();
      if (id === undefined) return undefined;
      const body = JSON.stringify({ rating: id % 101 });
      return {
        method: 'POST',
        path: `/api/Supervisor/Task/Rate/${id}`,
        headers: json(who.supervisor),
        body,
        key: String(id),
      };
    },
    options,
  );
  const ratedRight = (await benchTasks())
    .filter((row) => row.rating === row.id % 101)
    .map((row) => String(row.id));
  report('POST /Rate', 'supervisor', rate, misses(rate.acknowledged, countKeys(ratedRight)));

  console.log(
    `\nWrites, each request a distinct write (${options.connections} connections, at most ${options.seconds} s each):\n`,
  );
  console.log(
    '| write | as | requests | req/s | p50 ms | p99 ms | errors | acknowledged | lost | doubled |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
}
