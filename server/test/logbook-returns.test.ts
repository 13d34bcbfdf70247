import { createDatabase } from '../src/db/database';
import { createMigrator, KNOWN_MIGRATIONS, migrateToLatest } from '../src/db/migrator';
import { internOfIntake, mondayFrom } from './helpers/internship';
import { useTestApp } from './helpers/test-app';
import { createTestDatabase, describeEachDatabase } from './helpers/test-db';

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/;
const BEFORE = KNOWN_MIGRATIONS[KNOWN_MIGRATIONS.indexOf('2026112895_logbook_returns') - 1];

describeEachDatabase('the returns of a logbook week', (dialect) => {
  const ctx = useTestApp(dialect);
  const api = (method: 'GET' | 'POST', url: string, headers: object, payload?: object) =>
    ctx.app.inject({
      method,
      url: `/api${url}`,
      headers: headers as Record<string, string>,
      payload,
    });

  it('a week returned twice, then signed, still shows both returns to the intern and the supervisor', async () => {
    const { supervisor, intern } = await internOfIntake(
      ctx,
      mondayFrom(ctx, -3),
      mondayFrom(ctx, 6),
    );
    const week = mondayFrom(ctx, -2);
    const entry = {
      Days: ['present', 'present', 'present', 'present', 'present'],
      Activities: 'Set up the build.',
      Learned: 'How the pipeline runs.',
      Hours: 40,
    };
    const submit = () => api('POST', `/Intern/Logbook/${week}/Submit`, intern.headers, entry);
    expect((await submit()).statusCode).toBe(200);
    const { Id: id } = (await api('GET', `/Intern/Logbook/${week}`, intern.headers)).json();
    const giveBack = (Remark: string) =>
      api('POST', `/Supervisor/Logbook/${id}/Return`, supervisor.headers, { Remark });
    expect((await giveBack('Say which tools you set up.')).statusCode).toBe(200);
    expect((await submit()).statusCode).toBe(200);
    expect((await giveBack('The hours do not match the days.')).statusCode).toBe(200);
    expect((await submit()).statusCode).toBe(200);
    expect(
      (await api('POST', `/Supervisor/Logbook/${id}/Sign`, supervisor.headers)).statusCode,
    ).toBe(200);

    const { name } = await ctx.app.db
      .selectFrom('users')
      .select('name')
      .where('id', '=', supervisor.id)
      .executeTakeFirstOrThrow();
    const returns = [
      { Remark: 'Say which tools you set up.', By: name, At: expect.stringMatching(ISO) },
      { Remark: 'The hours do not match the days.', By: name, At: expect.stringMatching(ISO) },
    ];
    const theirs = (await api('GET', `/Intern/Logbook/${week}`, intern.headers)).json();
    expect(theirs).toMatchObject({ State: 'signed', Remark: null, Returns: returns });
    const reviewed = (await api('GET', `/Supervisor/Logbook/${id}`, supervisor.headers)).json();
    expect(reviewed).toMatchObject({ State: 'signed', Returns: returns });
    expect(theirs.Returns[0].At < theirs.Returns[1].At).toBe(true);
  });

  it('a week with no return has none', async () => {
    const { intern } = await internOfIntake(ctx, mondayFrom(ctx, -3), mondayFrom(ctx, 6));
    const week = mondayFrom(ctx, -1);
    const answer = (await api('GET', `/Intern/Logbook/${week}`, intern.headers)).json();
    expect(answer).toMatchObject({ State: 'not started', Returns: [] });
  });
});

describeEachDatabase(
  'weeks returned before the returns were kept (migration 2026112895)',
  (dialect) => {
    it("keep their last return's remark, reviewer and time; signed and unreturned weeks get none", async () => {
      const database = await createTestDatabase(dialect);
      const db = createDatabase(dialect, database.url);
      try {
        const before = await createMigrator(db).migrateTo(BEFORE);
        expect(before.error).toBeUndefined();
        const at = '2026-11-20T09:00:00.000Z';
        const user = (name: string, role: 'INT' | 'SUP') =>
          db
            .insertInto('users')
            .values({
              name,
              email: `${name}@returns.example`,
              role,
              created_at: at,
              updated_at: at,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
        const intern = await user('achieng', 'INT');
        const supervisor = await user('wanjiru', 'SUP');
        const week = (week_start: string, state: string, remark: string | null) =>
          db
            .insertInto('logbook_entries')
            .values({
              intern_id: intern.id,
              week_start,
              state: state as 'returned',
              remark,
              submitted_at: at,
              reviewed_by: state === 'submitted' && !remark ? null : supervisor.id,
              reviewer_name: state === 'submitted' && !remark ? null : 'Wanjiru Kamau',
              reviewed_at: state === 'submitted' && !remark ? null : at,
              created_at: at,
              updated_at: at,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
        const returned = await week('2026-11-02', 'returned', 'Add the hours.');
        const resubmitted = await week('2026-11-09', 'submitted', 'Name the tools.');
        await week('2026-11-16', 'signed', null);
        await week('2026-11-23', 'submitted', null);

        await migrateToLatest(db);
        const rows = await db
          .selectFrom('logbook_returns')
          .select(['entry_id', 'remark', 'returned_by', 'returner_name', 'returned_at'])
          .orderBy('id')
          .execute();
        expect(rows).toEqual([
          {
            entry_id: returned.id,
            remark: 'Add the hours.',
            returned_by: supervisor.id,
            returner_name: 'Wanjiru Kamau',
            returned_at: at,
          },
          {
            entry_id: resubmitted.id,
            remark: 'Name the tools.',
            returned_by: supervisor.id,
            returner_name: 'Wanjiru Kamau',
            returned_at: at,
          },
        ]);
        const down = await createMigrator(db).migrateTo(BEFORE);
        expect(down.error).toBeUndefined();
        const tables = await db.introspection.getTables();
        expect(tables.map((table) => table.name)).not.toContain('logbook_returns');
      } finally {
        await db.destroy();
        await database.drop();
      }
    });
  },
);
