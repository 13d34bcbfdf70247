import type { InsertObject } from 'kysely';
import type { Db, Trx } from '../src/db/database';
import type { ApplicationStatus, Database } from '../src/db/schema';

export interface ScaleSizes {
  applications: number;
  users: number;
  tasks: number;
  comments: number;
  /** Logbook weeks, spread over the interns (issue 55); absent: none. */
  logbookEntries?: number;
}

export const SCALE_PASSWORD = 'Scale-pass-2026';
/** The first supervisor and the first intern (theirs), for logging in to measure. */
export const SCALE_SUPERVISOR = 'supervisor0@scale.test';
export const SCALE_INTERN = 'intern0@scale.test';
/** The first academic supervisor (issue 70): one in twenty interns names each. */
export const SCALE_ACADEMIC = 'academic0@scale.test';

const FIRST = ['Achieng', 'Brian', 'Chebet', 'David', 'Esther', 'Faith', 'George', 'Halima'];
const LAST = ['Otieno', 'Kamau', 'Wanjiru', 'Mwangi', 'Njoroge', 'Kiptoo', 'Mutua', 'Omondi'];
const EXTRA_POSITIONS = ['Finance', 'Marketing', 'Operations', 'Legal', 'Design', 'Data', 'HR'];
const STATUSES: ApplicationStatus[] = [
  'Processing',
  'Processing',
  'Accepted',
  'Passed',
  'Declined',
];
const BATCH_CELLS = 8000; // SQLite allows 32766 bound values per statement, PostgreSQL 65535

const nameOf = (i: number) => `${FIRST[i % 8]} ${LAST[Math.floor(i / 8) % 8]} ${i}`;
const phoneOf = (i: number) => `+2547${String(10000000 + (i % 89999999)).padStart(8, '0')}`;
const DAY = 86_400_000;
/**
 * Rows are created over the 150 days before seeding: within the 180 days the retention job
 * keeps decided applications (RETAIN_DECLINED_DAYS), else a server started on the data erases
 * most Declined and Passed rows, one transaction each, while a bench measures it.
 */
const SPAN_DAYS = 150;
const START = Date.now() - SPAN_DAYS * DAY;
const timeOf = (i: number, n: number) =>
  new Date(START + Math.floor((i / n) * SPAN_DAYS * DAY)).toISOString();
const dateOf = (i: number) => new Date(START + (i % 700) * DAY).toISOString().slice(0, 10);

/** Inserts `count` generated rows in multi-row statements of at most BATCH_CELLS values. */
async function insertBatched<T extends keyof Database & string>(
  trx: Trx,
  table: T,
  count: number,
  make: (i: number) => InsertObject<Database, T>,
) {
  if (count === 0) return;
  const perRow = Object.keys(make(0)).length;
  const batch = Math.max(1, Math.floor(BATCH_CELLS / perRow));
  for (let from = 0; from < count; from += batch) {
    const rows = Array.from({ length: Math.min(batch, count - from) }, (_, k) => make(from + k));
    await trx.insertInto(table).values(rows).execute();
  }
}

/**
 * Fills a freshly migrated database: positions, applications, supervisors (one in twenty users)
 * with their interns, tasks spread over the interns, and optionally comments. One transaction.
 */
export async function seedScaleData(db: Db, sizes: ScaleSizes, passwordHash: string) {
  await db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    await trx
      .insertInto('positions')
      .values(EXTRA_POSITIONS.map((name) => ({ name, created_at: now })))
      .execute();
    const positions = (await trx.selectFrom('positions').select('id').execute()).map((p) => p.id);

    await insertBatched(trx, 'applications', sizes.applications, (i) => {
      const status = STATUSES[Math.floor(i / 3) % STATUSES.length];
      return {
        name: nameOf(i),
        email: `applicant${i}@scale.test`,
        phone_number: phoneOf(i),
        position_id: positions[i % positions.length],
        status,
        interview_date: status === 'Processing' ? null : dateOf(i),
        created_at: timeOf(i, sizes.applications),
        updated_at: timeOf(i, sizes.applications),
      };
    });

    const supervisors = Math.max(1, Math.floor(sizes.users / 20));
    const interns = Math.max(1, sizes.users - supervisors);
    const academics = Math.max(1, Math.floor(interns / 20));
    const EMAIL = { SUP: 'supervisor', INT: 'intern', ACA: 'academic' } as const;
    const person = (
      i: number,
      role: 'SUP' | 'INT' | 'ACA',
      supervisorId: number | null,
      academicId: number | null = null,
    ) => ({
      name: nameOf(i + (role === 'SUP' ? 0 : supervisors)),
      email: `${EMAIL[role]}${i}@scale.test`,
      phone_number: phoneOf(i),
      position_id: positions[i % positions.length],
      role,
      password_hash: passwordHash,
      supervisor_id: supervisorId,
      academic_supervisor_id: academicId,
      created_at: now,
      updated_at: now,
    });
    const supRows = [];
    for (let from = 0; from < supervisors; from += 500) {
      const batch = Array.from({ length: Math.min(500, supervisors - from) }, (_, k) =>
        person(from + k, 'SUP', null),
      );
      supRows.push(...(await trx.insertInto('users').values(batch).returning('id').execute()));
    }
    const supIds = supRows.map((row) => row.id);
    const academicIds: number[] = [];
    for (let from = 0; from < academics; from += 500) {
      const batch = Array.from({ length: Math.min(500, academics - from) }, (_, k) =>
        person(from + k, 'ACA', null),
      );
      const ids = await trx.insertInto('users').values(batch).returning('id').execute();
      academicIds.push(...ids.map((row) => row.id));
    }
    const internIds: number[] = [];
    for (let from = 0; from < interns; from += 500) {
      const batch = Array.from({ length: Math.min(500, interns - from) }, (_, k) =>
        person(
          from + k,
          'INT',
          supIds[(from + k) % supIds.length],
          academicIds[(from + k) % academicIds.length],
        ),
      );
      const ids = await trx.insertInto('users').values(batch).returning('id').execute();
      internIds.push(...ids.map((row) => row.id));
    }

    await insertBatched(trx, 'tasks', sizes.tasks, (i) => {
      const internIndex = i % internIds.length;
      const completed = i % 2 === 1;
      return {
        title: `Task ${i}: ${['Report', 'Review', 'Research', 'Design', 'Testing'][Math.floor(i / 7) % 5]}`,
        description: 'Read the onboarding notes and write down three questions for the team.',
        deadline: dateOf(i),
        status: completed ? ('Completed' as const) : ('Assigned' as const),
        rating: completed && i % 4 === 1 ? (i * 7) % 101 : null,
        assigned_to: internIds[internIndex],
        assigned_by: supIds[internIndex % supIds.length],
        completed_at: completed ? timeOf(i, sizes.tasks) : null,
        created_at: timeOf(i, sizes.tasks),
        updated_at: timeOf(i, sizes.tasks),
      };
    });

    await seedLogbook(trx, internIds, sizes.logbookEntries ?? 0);

    if (sizes.comments > 0) {
      const firstTask = (
        await trx
          .selectFrom('tasks')
          .select((eb) => eb.fn.min('id').as('id'))
          .executeTakeFirstOrThrow()
      ).id as number;
      await insertBatched(trx, 'comments', sizes.comments, (i) => {
        const task = i % sizes.tasks;
        return {
          task_id: firstTask + task,
          user_id: internIds[task % internIds.length],
          body: `Comment ${i} on the task.`,
          created_at: timeOf(i, sizes.comments),
          updated_at: timeOf(i, sizes.comments),
        };
      });
    }
  });
}

const LOGBOOK_STATES = ['signed', 'signed', 'signed', 'submitted', 'draft', 'returned'] as const;
const WEEK = 7 * DAY;
// A Monday (1970-01-05) the seeded weeks count from.
const mondayBefore = (ms: number) => ms - ((ms - 4 * DAY) % WEEK);

/**
 * Logbook entries: each intern's weeks back from this one, most signed, one in six waiting for
 * review (the supervisors' queue), the rest drafts and returned.
 */
async function seedLogbook(trx: Trx, internIds: number[], count: number) {
  const thisWeek = mondayBefore(Date.now());
  await insertBatched(trx, 'logbook_entries', count, (i) => {
    const week = Math.floor(i / internIds.length) + 1;
    // By intern and week, so that every supervisor's interns have entries in every state.
    const state = LOGBOOK_STATES[((i % internIds.length) + week) % LOGBOOK_STATES.length];
    const at = new Date(thisWeek - week * WEEK + 5 * DAY).toISOString();
    return {
      intern_id: internIds[i % internIds.length],
      week_start: new Date(thisWeek - week * WEEK).toISOString().slice(0, 10),
      days: 'PPPPA',
      activities: 'Wrote the data pipeline tests and reviewed two pull requests.',
      learned: 'How the deployment is wired.',
      hours: 32 + (i % 9),
      state,
      remark: state === 'returned' ? 'Say which pipeline.' : null,
      submitted_at: state === 'draft' ? null : at,
      reviewer_name: state === 'signed' || state === 'returned' ? 'Scale Supervisor' : null,
      reviewed_at: state === 'signed' || state === 'returned' ? at : null,
      created_at: at,
      updated_at: at,
    };
  });
}
