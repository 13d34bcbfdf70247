/**
 * How long the programme report of one intake takes at 100 000 applications (issue 69: within
 * 1 s): a fresh database with one intake of `--applications` applications (their status events),
 * `--interns` activated interns with 25 signed logbook weeks, tasks and evaluations each, then
 * GET /Admin/Report's work (programmeReport) `--runs` times. SQLite always; PostgreSQL too when
 * TEST_DATABASE_URL is set. `npm run bench:report -w server [-- --runs 5]`.
 */
import type { InsertObject } from 'kysely';
import { sql } from 'kysely';
import { parseArgs } from 'node:util';
import { DateTime } from 'luxon';
import { createDatabase, type Db, type Dialect } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrator';
import type { ApplicationStatus, Database } from '../src/db/schema';
import { programmeReport } from '../src/domain/reports/report.service';
import { createTestDatabase, dialects } from '../test/helpers/test-db';

const { values } = parseArgs({
  options: {
    applications: { type: 'string', default: '100000' },
    interns: { type: 'string', default: '2000' },
    runs: { type: 'string', default: '5' },
  },
});
const APPLICATIONS = Number(values.applications);
const INTERNS = Number(values.interns);
const RUNS = Number(values.runs);
const ZONE = 'Africa/Nairobi';
const AT = '2026-01-02T08:00:00.000Z';
const WEEKS = 25;

async function insert<T extends keyof Database & string>(
  db: Db,
  table: T,
  count: number,
  make: (i: number) => InsertObject<Database, T>,
) {
  const batch = Math.floor(20_000 / Object.keys(make(0)).length);
  for (let from = 0; from < count; from += batch) {
    const rows = Array.from({ length: Math.min(batch, count - from) }, (_, k) => make(from + k));
    await db.insertInto(table).values(rows).execute();
  }
}

/** Statuses in a plausible mix; the first INTERNS applications passed and were activated. */
const statusOf = (i: number): ApplicationStatus =>
  i < INTERNS * 1.2
    ? 'Passed'
    : (['Processing', 'Declined', 'Declined', 'Accepted'] as const)[i % 4];

async function seed(db: Db) {
  const { id: intakeId } = await db
    .insertInto('intakes')
    .values({
      name: 'Bench intake',
      applications_open_on: '2025-06-01',
      applications_close_on: '2025-12-31',
      starts_on: '2026-01-05',
      ends_on: '2026-06-26',
      created_at: AT,
      updated_at: AT,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const created = (i: number) =>
    new Date(Date.parse('2025-06-01T06:00:00Z') + (i % 200) * 86_400_000).toISOString();
  await insert(db, 'applications', APPLICATIONS, (i) => ({
    name: `Applicant ${i}`,
    email: `bench.${i}@example.test`,
    phone_number: '+254712345678',
    position_id: (i % 3) + 1,
    status: statusOf(i),
    created_at: created(i),
    updated_at: created(i),
    intake_id: intakeId,
  }));
  const ids = (await db.selectFrom('applications').select('id').orderBy('id').execute()).map(
    (r) => r.id,
  );
  await insert(db, 'application_events', APPLICATIONS, (i) => ({
    application_id: ids[i],
    from_status: null,
    to_status: 'Processing' as const,
    at: created(i),
  }));
  const decided = ids.map((id, i) => ({ id, i })).filter(({ i }) => statusOf(i) !== 'Processing');
  await insert(db, 'application_events', decided.length, (k) => ({
    application_id: decided[k].id,
    from_status: 'Processing' as const,
    to_status:
      statusOf(decided[k].i) === 'Declined' ? ('Declined' as const) : ('Accepted' as const),
    at: new Date(Date.parse(created(decided[k].i)) + (k % 9) * 86_400_000).toISOString(),
  }));
  await insert(db, 'users', 20, (i) => ({
    name: `Supervisor ${i}`,
    email: `bench.sup.${i}@example.test`,
    role: 'SUP' as const,
    password_hash: null,
    created_at: AT,
    updated_at: AT,
    language: null,
    theme: null,
  }));
  const sups = (await db.selectFrom('users').select('id').where('role', '=', 'SUP').execute()).map(
    (r) => r.id,
  );
  await insert(db, 'users', INTERNS, (i) => ({
    name: `Intern ${i}`,
    email: `bench.int.${i}@example.test`,
    role: 'INT' as const,
    password_hash: null,
    supervisor_id: sups[i % sups.length],
    application_id: ids[i],
    position_id: (i % 3) + 1,
    created_at: AT,
    updated_at: AT,
    language: null,
    theme: null,
  }));
  const interns = (
    await db.selectFrom('users').select('id').where('role', '=', 'INT').execute()
  ).map((r) => r.id);
  const monday = DateTime.fromISO('2026-01-05', { zone: 'utc' });
  await insert(db, 'logbook_entries', INTERNS * WEEKS, (k) => {
    const week = monday.plus({ weeks: k % WEEKS });
    const signed = week.plus({ days: 4 + (k % 12) }).toISO()!;
    return {
      intern_id: interns[Math.floor(k / WEEKS)],
      week_start: week.toISODate()!,
      days: k % 7 === 0 ? 'PPPA-' : 'PPPPP',
      activities: 'Work',
      learned: 'Things',
      hours: 40,
      state: 'signed' as const,
      submitted_at: signed,
      reviewed_by: sups[0],
      reviewer_name: 'Supervisor 0',
      reviewed_at: signed,
      created_at: signed,
      updated_at: signed,
    };
  });
  await insert(db, 'tasks', INTERNS * 5, (k) => ({
    title: 'Task',
    description: 'Do it',
    deadline: '2026-02-02',
    status: 'Completed' as const,
    rating: 50 + (k % 50),
    assigned_to: interns[Math.floor(k / 5)],
    assigned_by: sups[0],
    completed_at: AT,
    created_at: AT,
    updated_at: AT,
  }));
  await insert(db, 'evaluations', INTERNS, (i) => ({
    intern_id: interns[i],
    supervisor_id: sups[i % sups.length],
    technical_skill: (i % 5) + 1,
    quality_of_work: 4,
    communication: 3,
    teamwork: 4,
    initiative: 5,
    reliability: 4,
    submitted_at: i % 4 === 0 ? null : AT,
    created_at: AT,
    updated_at: AT,
  }));
  return intakeId;
}

async function measure(dialect: Dialect) {
  const database = await createTestDatabase(dialect);
  const db = createDatabase(dialect, database.url);
  try {
    await migrateToLatest(db);
    const began = performance.now();
    const intakeId = await seed(db);
    await (dialect === 'postgres' ? sql`vacuum analyze` : sql`analyze`).execute(db);
    const seeded = ((performance.now() - began) / 1000).toFixed(0);
    const scope = { intakeId };
    const report = await programmeReport(db, scope, '2026-11-28', ZONE); // warm
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const start = performance.now();
      await programmeReport(db, scope, '2026-11-28', ZONE);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)].toFixed(0);
    const max = times[times.length - 1].toFixed(0);
    console.log(
      `| ${dialect} | ${report.Funnel.Applied} applications, ${report.Attendance.Interns} interns, ${report.Logbook.Signed} signed weeks | ${RUNS} | ${median} | ${max} | seeded in ${seeded} s |`,
    );
  } finally {
    await db.destroy();
    await database.drop();
  }
}

async function main() {
  console.log('| database | intake | runs | median ms | max ms | |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const dialect of dialects) await measure(dialect);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
