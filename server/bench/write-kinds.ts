// The writes bench:api measures (api-writes.ts): for each, how its n-th request is built and
// how often the database then holds each of this run's writes.
import { FormData } from 'undici';
import type { Db } from '../src/db/database';
import type { BenchRequest } from './load';
import { BENCH_PDF_BLOB, INTERN, SUPERVISOR } from './seed-bench-data';

export type Headers = Record<string, string>;
export interface Options {
  connections: number;
  seconds: number;
}
export interface People {
  intern: number;
  supervisor: number;
  /** A task of the intern's, to comment on. */
  task: number;
}

/** One kind of write: its n-th request, and how often the database holds each of this run's. */
export interface Write {
  name: string;
  as: string;
  next: () => BenchRequest | undefined;
  stored: () => Promise<Map<string, number>>;
  /** Ids not handed out yet, for writes that use up a seeded pool. */
  left?: () => number;
}

/** Pool size per second of run: above what this server writes per second, so none runs dry. */
export const POOL_PER_SECOND = 6000;

/** A POST of `body` as JSON, acknowledged under `key`. */
const postJson = (path: string, headers: Headers, body: object, key: string): BenchRequest => ({
  method: 'POST',
  path,
  headers: { ...headers, 'content-type': 'application/json' },
  body: JSON.stringify(body),
  key,
});

/** How many times each key occurs: stored once is right, twice is a doubled write. */
export const countKeys = (keys: string[]) => {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return counts;
};

export function apply(db: Db, run: string): Write {
  const prefix = `bench.${run}.`;
  let n = 0;
  return {
    name: 'POST /Apply (two PDFs)',
    as: 'public',
    next: () => {
      const email = `${prefix}${(n += 1)}@apply.test`;
      const form = new FormData();
      form.append('Name', 'Bench Applicant');
      form.append('Email', email);
      form.append('PhoneNumber', '+254712345678');
      form.append('Position', '1');
      form.append('Cv', BENCH_PDF_BLOB, 'cv.pdf');
      form.append('AttachmentLetter', BENCH_PDF_BLOB, 'letter.pdf');
      return { method: 'POST', path: '/api/Apply', headers: {}, body: form, key: email };
    },
    stored: async () => {
      const rows = await db
        .selectFrom('applications')
        .leftJoin('application_files', 'application_files.application_id', 'applications.id')
        .select((eb) => ['applications.email', eb.fn.count('application_files.id').as('files')])
        .where('applications.email', 'like', `${prefix}%`)
        .groupBy(['applications.id', 'applications.email'])
        .execute();
      // An application without both of its PDFs is not the write that was acknowledged.
      return countKeys(rows.filter((row) => Number(row.files) === 2).map((row) => row.email));
    },
  };
}

export function assign(db: Db, run: string, people: People, supervisor: Headers): Write {
  const prefix = `bench task ${run} `;
  let n = 0;
  return {
    name: 'POST /Task (assign)',
    as: 'supervisor',
    next: () => {
      const title = `${prefix}${(n += 1)}`;
      const body = {
        AssignedTo: people.intern,
        Task: title,
        TaskDescription: 'Measured under load.',
        Deadline: '2099-12-31',
      };
      return postJson('/api/Task', supervisor, body, title);
    },
    stored: async () => {
      const rows = await db
        .selectFrom('tasks')
        .select('title')
        .where('title', 'like', `${prefix}%`)
        .execute();
      return countKeys(rows.map((row) => row.title));
    },
  };
}

/**
 * Per task of a pool that shows the change, how many of its e-mails (sent in the write's own
 * transaction) the outbox holds: a status or a rating cannot be stored twice, its e-mail can.
 */
async function mailsPerTask(
  db: Db,
  prefix: string,
  subject: string,
  changed: (task: { id: number; status: string; rating: number | null }) => boolean,
) {
  const tasks = await db
    .selectFrom('tasks')
    .select(['id', 'title', 'status', 'rating'])
    .where('title', 'like', `${prefix}%`)
    .execute();
  const mails = await db
    .selectFrom('outbox')
    .select('subject')
    .where('subject', 'like', `${subject}${prefix}%`)
    .execute();
  const perSubject = countKeys(mails.map((mail) => mail.subject));
  return new Map(
    tasks
      .filter(changed)
      .map((task) => [String(task.id), perSubject.get(subject + task.title) ?? 0]),
  );
}

/** Hands out each id of a seeded pool once; undefined once it is used up. */
function cursor(pool: number[]) {
  let taken = 0;
  return {
    take: (): number | undefined => pool[taken++],
    left: () => Math.max(0, pool.length - taken),
  };
}

export function complete(db: Db, prefix: string, pool: number[], intern: Headers): Write {
  const ids = cursor(pool);
  return {
    name: 'PUT /Task/Status (complete)',
    as: 'intern',
    next: () => {
      const id = ids.take();
      if (id === undefined) return undefined;
      return { method: 'PUT', path: `/api/Task/Status/${id}`, headers: intern, key: String(id) };
    },
    stored: () =>
      mailsPerTask(db, prefix, 'Task completed: ', (task) => task.status === 'Completed'),
    left: ids.left,
  };
}

/** Each task gets a rating of its own, so a stored one is known to be this request's. */
const ratingOf = (id: number) => id % 101;

export function rate(db: Db, prefix: string, pool: number[], supervisor: Headers): Write {
  const ids = cursor(pool);
  return {
    name: 'POST /Rate',
    as: 'supervisor',
    next: () => {
      const id = ids.take();
      if (id === undefined) return undefined;
      const path = `/api/Supervisor/Task/Rate/${id}`;
      return postJson(path, supervisor, { rating: ratingOf(id) }, String(id));
    },
    stored: () =>
      mailsPerTask(
        db,
        prefix,
        'Your task was rated: ',
        (task) => task.rating === ratingOf(task.id),
      ),
    left: ids.left,
  };
}

export function comment(db: Db, run: string, people: People, intern: Headers): Write {
  const prefix = `bench comment ${run} `;
  let n = 0;
  return {
    name: 'POST /Comment',
    as: 'intern',
    next: () => {
      const text = `${prefix}${(n += 1)}`;
      const body = { Taskid: people.task, Intern_comment: text, Userid: people.intern };
      return postJson('/api/Comment', intern, body, text);
    },
    stored: async () => {
      const rows = await db
        .selectFrom('comments')
        .select('body')
        .where('body', 'like', `${prefix}%`)
        .execute();
      return countKeys(rows.map((row) => row.body));
    },
  };
}

export async function benchPeople(db: Db): Promise<People> {
  const users = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where('email', 'in', [INTERN, SUPERVISOR])
    .execute();
  const idOf = (email: string) => users.find((user) => user.email === email)!.id;
  const intern = idOf(INTERN);
  const task = await db
    .selectFrom('tasks')
    .select('id')
    .where('assigned_to', '=', intern)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return { intern, supervisor: idOf(SUPERVISOR), task: task.id };
}
