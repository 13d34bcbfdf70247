import { sql } from 'kysely';
import { createDatabase, type Db } from '../src/db/database';
import { createMigrator, migrateToLatest } from '../src/db/migrator';
import type { ApplicationStatus, Role } from '../src/db/schema';
import { apply, createUser, loginAdmin, setStatus } from './helpers/fixtures';
import { useTestApp, type TestContext } from './helpers/test-app';
import { createTestDatabase, describeEachDatabase } from './helpers/test-db';

type Headers = Record<string, string>;

/** What the dashboard showed before `row_counts`: counted over the tables. */
async function counted(db: Db) {
  const applications = await db.selectFrom('applications').select('status').execute();
  const users = await db
    .selectFrom('users')
    .select('role')
    .where('archived_at', 'is', null)
    .execute();
  const of = <T>(rows: T[], keep: (row: T) => boolean) => rows.filter(keep).length;
  return {
    TotalUsers: users.length,
    TotalApplicants: applications.length,
    SelectedApplicants: of(applications, (a) => ['Accepted', 'Passed'].includes(a.status)),
    TotalInterns: of(users, (u) => u.role === 'INT'),
    TotalSupervisors: of(users, (u) => u.role === 'SUP'),
  };
}

const get = (ctx: TestContext, url: string, headers: Headers) =>
  ctx.app.inject({ method: 'GET', url: `/api${url}`, headers });

/** The pipeline as the dashboard drew it from the lists: by status, and by position and status. */
async function countedPipeline(db: Db) {
  const rows = await db
    .selectFrom('applications')
    .innerJoin('positions', 'positions.id', 'applications.position_id')
    .select(['positions.id', 'positions.name', 'applications.status'])
    .execute();
  const none = () => ({ Processing: 0, Accepted: 0, Passed: 0, Declined: 0 });
  const byStatus = none();
  const byPosition = new Map<number, { PositionId: number; Position: string } & typeof byStatus>();
  for (const row of rows) {
    byStatus[row.status] += 1;
    const entry = byPosition.get(row.id) ?? { PositionId: row.id, Position: row.name, ...none() };
    entry[row.status] += 1;
    byPosition.set(row.id, entry);
  }
  return {
    ByStatus: byStatus,
    ByPosition: [...byPosition.values()].sort((a, b) => a.PositionId - b.PositionId),
  };
}

async function expectCounts(ctx: TestContext, admin: Headers) {
  const db = ctx.app.db;
  const expected = await counted(db);
  expect((await get(ctx, '/Admin/User/Dashboard', admin)).json()).toEqual(expected);
  const pipeline = await get(ctx, '/Admin/User/Dashboard/Pipeline', admin);
  expect(pipeline.statusCode).toBe(200);
  expect(pipeline.json()).toEqual(await countedPipeline(db));
  // The unfiltered lists' Total comes from the same counts (a page of 1 asks for it).
  const total = async (url: string) => (await get(ctx, `${url}?pageSize=1`, admin)).json().Total;
  const status = async (statuses: ApplicationStatus[]) =>
    (await db.selectFrom('applications').select('id').where('status', 'in', statuses).execute())
      .length;
  expect(await total('/Admin/User/Applicants')).toBe(await status(['Processing']));
  expect(await total('/Admin/User/Interviews')).toBe(
    await status(['Accepted', 'Passed', 'Declined']),
  );
  expect(
    (await get(ctx, '/Admin/User/Interviews?pageSize=1&filter=Passed', admin)).json().Total,
  ).toBe(await status(['Passed']));
  expect(await total('/Admin/User/Interns')).toBe(expected.TotalInterns);
  expect(await total('/Admin/User/Supervisors')).toBe(expected.TotalSupervisors);
}

const application = (name: string, status: ApplicationStatus) => {
  const now = new Date().toISOString();
  return {
    name,
    email: `${name.replace(/\W/g, '').toLowerCase()}@counts.example`,
    phone_number: '+254712000000',
    position_id: 1,
    status,
    created_at: now,
    updated_at: now,
  };
};

describeEachDatabase('row counts behind the dashboard and the lists', (dialect) => {
  const ctx = useTestApp(dialect);
  let admin: Headers;
  beforeAll(async () => {
    admin = await loginAdmin(ctx);
  });

  it('follow applications, status changes and archived people through the API', async () => {
    await expectCounts(ctx, admin);
    const applied = [];
    for (let i = 0; i < 4; i += 1) applied.push((await apply(ctx)).id);
    expect((await setStatus(ctx, admin, applied[0], 'Declined')).statusCode).toBe(200);
    expect((await setStatus(ctx, admin, applied[1], 'Declined')).statusCode).toBe(200);
    expect((await setStatus(ctx, admin, applied[1], 'Accepted', '2099-01-01')).statusCode).toBe(
      200,
    );
    const [intern, supervisor] = [await createUser(ctx, 'INT'), await createUser(ctx, 'SUP')];
    await expectCounts(ctx, admin);
    for (const person of [intern, supervisor]) {
      const res = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/User/${person.id}`,
        headers: admin,
      });
      expect(res.statusCode).toBe(200);
    }
    await expectCounts(ctx, admin);
  });

  it('follow statements over many rows, deletes, role changes and rollbacks', async () => {
    const db = ctx.app.db;
    const statuses: ApplicationStatus[] = ['Processing', 'Accepted', 'Passed', 'Declined'];
    await db
      .insertInto('applications')
      .values(Array.from({ length: 40 }, (_, i) => application(`Bulk ${i}`, statuses[i % 4])))
      .execute();
    await db
      .updateTable('applications')
      .set({ status: 'Declined' })
      .where('name', 'like', 'Bulk 1%')
      .execute();
    await db
      .updateTable('applications')
      .set({ updated_at: new Date().toISOString() })
      .where('name', 'like', 'Bulk%')
      .execute();
    // A position's applications moved to another (both counts follow).
    await db
      .updateTable('applications')
      .set({ position_id: 2 })
      .where('name', 'like', 'Bulk 3%')
      .execute();
    await db.deleteFrom('applications').where('name', 'like', 'Bulk 2%').execute();
    await expectCounts(ctx, admin);

    const people = await Promise.all([createUser(ctx, 'INT'), createUser(ctx, 'INT')]);
    const ids = people.map((person) => person.id);
    await db
      .updateTable('users')
      .set({ role: 'SUP' as Role })
      .where('id', '=', ids[0])
      .execute();
    await db
      .updateTable('users')
      .set({ archived_at: new Date().toISOString() })
      .where('id', 'in', ids)
      .execute();
    await db.updateTable('users').set({ archived_at: null }).where('id', '=', ids[1]).execute();
    await expectCounts(ctx, admin);

    const before = await counted(db);
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('applications').values(application('Rolled back', 'Passed')).execute();
        await trx
          .updateTable('users')
          .set({ archived_at: null })
          .where('id', '=', ids[0])
          .execute();
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await counted(db)).toEqual(before);
    await expectCounts(ctx, admin);
  });

  it('stay few rows however many writes there were', async () => {
    const db = ctx.app.db;
    for (let i = 0; i < 300; i += 1) {
      await db
        .insertInto('applications')
        .values(application(`One by one ${i}`, 'Processing'))
        .execute();
    }
    await expectCounts(ctx, admin);
    const rows = await db.selectFrom('row_counts').select('bucket').execute();
    // SQLite: one row per bucket (7, and 4 per position); PostgreSQL folds its deltas once
    // they span 256 ids.
    const positions = (await db.selectFrom('positions').select('id').execute()).length;
    expect(rows.length).toBeLessThanOrEqual(dialect === 'sqlite' ? 7 + 4 * positions : 270);
  });

  if (dialect === 'postgres') {
    it('are read through their index however many pages old deltas left behind', async () => {
      const db = ctx.app.db;
      // Deltas of nothing, as many as a bulk load leaves, then one more that keeps a vacuum
      // from cutting the emptied pages off the table's end.
      await sql`insert into row_counts (subject, bucket, n)
        select 'applications', 'Processing', 0 from generate_series(1, 20000)`.execute(db);
      await sql`insert into row_counts (subject, bucket, n) values ('applications', 'Processing', 0)`.execute(
        db,
      );
      // The table's id (PostgreSQL's deltas) is not in the app's schema of it.
      await sql`delete from row_counts where n = 0 and id < (select max(id) from row_counts)`.execute(
        db,
      );
      await sql`vacuum analyze row_counts`.execute(db);
      const { rows } = await sql<{ 'QUERY PLAN': unknown }>`explain (format json)
        select sum(n) from row_counts where subject = 'active_users' and bucket in ('SUP')`.execute(
        db,
      );
      expect(JSON.stringify(rows[0]['QUERY PLAN'])).toContain('row_counts_subject_bucket_idx');
      await expectCounts(ctx, admin);
    });

    it('never make two writers wait on each other: opposite orders commit', async () => {
      const db = ctx.app.db;
      // T1 counts a Processing then a Declined application, T2 the other way round, both open
      // at once: counters updated in place would be locked in opposite orders and deadlock.
      let release!: () => void;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      const writer = (first: ApplicationStatus, second: ApplicationStatus, name: string) => {
        let wrote!: () => void;
        const firstWritten = new Promise<void>((resolve) => {
          wrote = resolve;
        });
        const done = db.transaction().execute(async (trx) => {
          await trx
            .insertInto('applications')
            .values(application(`${name} a`, first))
            .execute();
          wrote();
          await released;
          await trx
            .insertInto('applications')
            .values(application(`${name} b`, second))
            .execute();
        });
        return { firstWritten, done };
      };
      const one = writer('Processing', 'Declined', 'Opposite one');
      const two = writer('Declined', 'Processing', 'Opposite two');
      await Promise.all([one.firstWritten, two.firstWritten]);
      release();
      await Promise.all([one.done, two.done]);
      await expectCounts(ctx, admin);
    });

    it('stay exact under concurrent writers and folds', async () => {
      const db = ctx.app.db;
      const writer = async (w: number) => {
        for (let i = 0; i < 80; i += 1) {
          const status: ApplicationStatus = i % 2 ? 'Declined' : 'Processing';
          await db
            .insertInto('applications')
            .values(application(`Writer ${w} ${i}`, status))
            .execute();
          if (i % 3 === 0) {
            await db
              .updateTable('applications')
              .set({ status: 'Passed' })
              .where('name', '=', `Writer ${w} ${i}`)
              .execute();
          }
        }
      };
      await Promise.all(Array.from({ length: 8 }, (_, w) => writer(w)));
      await expectCounts(ctx, admin);
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from row_counts`.execute(
        db,
      );
      expect(rows[0].n).toBeLessThanOrEqual(270);
    });
  }
});

describeEachDatabase('row counts and search indexes of a database that had rows', (dialect) => {
  it('are filled by the migration from the rows already there', async () => {
    const database = await createTestDatabase(dialect);
    const db = createDatabase(dialect, database.url);
    try {
      const migrated = await createMigrator(db).migrateTo('2026112360_comments_newest_index');
      expect(migrated.error).toBeUndefined();
      await db
        .insertInto('applications')
        .values([
          application('Earlier Wambui', 'Accepted'),
          application('Earlier Kip', 'Processing'),
        ])
        .execute();
      const now = new Date().toISOString();
      await db
        .insertInto('users')
        .values(
          (['INT', 'INT', 'SUP'] as Role[]).map((role, i) => ({
            name: `Earlier person ${i}`,
            email: `earlier${i}@counts.example`,
            role,
            archived_at: i === 1 ? now : null,
            created_at: now,
            updated_at: now,
          })),
        )
        .execute();
      await migrateToLatest(db);
      const rows = await db
        .selectFrom('row_counts')
        .select(['subject', 'bucket', (eb) => eb.fn.sum<number>('n').as('n')])
        .groupBy(['subject', 'bucket'])
        .orderBy('subject')
        .orderBy('bucket')
        .execute();
      expect(rows.map((row) => [row.subject, row.bucket, Number(row.n)])).toEqual([
        ['active_users', 'INT', 1],
        ['active_users', 'SUP', 1],
        ['applications', 'Accepted', 1],
        ['applications', 'Processing', 1],
        ['applications_by_position', '1:Accepted', 1],
        ['applications_by_position', '1:Processing', 1],
      ]);
      if (dialect === 'sqlite') {
        const { rows: found } = await sql<{ rowid: number }>`
          select rowid from applications_search where applications_search match '"wam" AND "bui"'`.execute(
          db,
        );
        expect(found).toHaveLength(1);
      }
    } finally {
      await db.destroy();
      await database.drop();
    }
  });
});
