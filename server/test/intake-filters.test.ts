import type { ApplicationStatus } from '../src/db/schema';
import { isoNow } from '../src/lib/time';
import { loginAdmin } from './helpers/fixtures';
import { useTestApp, type TestContext } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-db';

type Headers = Record<string, string>;
type Row = { Name: string };
const names = (rows: Row[]) => rows.map((row) => row.Name);

async function insertIntake(ctx: TestContext, name: string) {
  const now = isoNow();
  const row = await ctx.app.db
    .insertInto('intakes')
    .values({
      name,
      applications_open_on: '2026-01-01',
      applications_close_on: '2026-01-31',
      starts_on: '2026-02-01',
      ends_on: '2026-05-31',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** `count` applications named `<prefix> NN` in one intake, positions 1 and 2 in turn. */
async function seed(
  ctx: TestContext,
  intakeId: number | null,
  prefix: string,
  status: ApplicationStatus,
  count: number,
) {
  const rows = Array.from({ length: count }, (_, i) => {
    const n = String(i).padStart(2, '0');
    const at = new Date(Date.UTC(2026, 0, 1 + i)).toISOString();
    return {
      name: `${prefix} ${n}`,
      email: `${prefix.toLowerCase().replace(/\s/g, '.')}${n}@intakes.example`,
      phone_number: `+25470000${n}`,
      position_id: 1 + (i % 2),
      status,
      interview_date: status === 'Processing' ? null : '2026-02-01',
      intake_id: intakeId,
      created_at: at,
      updated_at: at,
    };
  });
  return (await ctx.app.db.insertInto('applications').values(rows).returning('id').execute()).map(
    (row) => row.id,
  );
}

/** An intern made from an application (or none), straight in the database. */
async function insertIntern(ctx: TestContext, name: string, applicationId: number | null) {
  const now = isoNow();
  const row = await ctx.app.db
    .insertInto('users')
    .values({
      name,
      email: `${name.toLowerCase().replace(/\s/g, '.')}@intakes.example`,
      phone_number: null,
      position_id: 1,
      role: 'INT',
      password_hash: null,
      supervisor_id: null,
      application_id: applicationId,
      archived_at: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function evaluate(ctx: TestContext, internId: number, submitted: boolean) {
  const now = isoNow();
  await ctx.app.db
    .insertInto('evaluations')
    .values({
      intern_id: internId,
      supervisor_id: null,
      technical_skill: 4,
      quality_of_work: null,
      communication: null,
      teamwork: null,
      initiative: null,
      reliability: null,
      assessment: null,
      recommendation: null,
      submitted_at: submitted ? now : null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

async function issueLetter(ctx: TestContext, internId: number, revoked: boolean) {
  const now = isoNow();
  await ctx.app.db
    .insertInto('completion_letters')
    .values({
      code: `code-${internId}-${revoked ? 'revoked' : 'live'}`,
      intern_id: internId,
      issued_by: null,
      intern_name: 'An intern',
      position: null,
      intake_name: null,
      starts_on: '2026-02-01',
      ends_on: '2026-05-31',
      issued_on: '2026-06-01',
      pdf: null,
      revoked_at: revoked ? now : null,
      revoke_reason: revoked ? 'A wrong date' : null,
      created_at: now,
    })
    .execute();
}

describeEachDatabase('the intake filter of the admin lists and the dashboard', (dialect) => {
  const ctx = useTestApp(dialect);
  let admin: Headers;
  let winter: number;
  let summer: number;
  const get = async (url: string) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api${url}`, headers: admin });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    admin = await loginAdmin(ctx);
    winter = await insertIntake(ctx, 'Winter 2026');
    summer = await insertIntake(ctx, 'Summer 2026');
    await seed(ctx, winter, 'Winter Queue', 'Processing', 12);
    const winterAccepted = await seed(ctx, winter, 'Winter Chosen', 'Accepted', 3);
    await seed(ctx, winter, 'Winter Declined', 'Declined', 2);
    await seed(ctx, summer, 'Summer Queue', 'Processing', 5);
    const summerPassed = await seed(ctx, summer, 'Summer Chosen', 'Passed', 2);
    await seed(ctx, null, 'Default Queue', 'Processing', 4);
    const defaultPassed = await seed(ctx, null, 'Default Chosen', 'Passed', 1);

    const [ready, draft, issued] = await Promise.all(
      ['Winter Ready', 'Winter Draft', 'Winter Issued'].map((name, i) =>
        insertIntern(ctx, name, winterAccepted[i]),
      ),
    );
    await Promise.all([evaluate(ctx, ready, true), evaluate(ctx, draft, false)]);
    await evaluate(ctx, issued, true);
    await issueLetter(ctx, issued, false);
    const [reissue, revoked] = await Promise.all(
      ['Summer Reissue', 'Summer Revoked'].map((name, i) =>
        insertIntern(ctx, name, summerPassed[i]),
      ),
    );
    await Promise.all([evaluate(ctx, reissue, true), issueLetter(ctx, reissue, true)]);
    await issueLetter(ctx, revoked, true);
    await insertIntern(ctx, 'Default Applied', defaultPassed[0]);
    await insertIntern(ctx, 'Default Unapplied', null);
  });

  describe('Applications (GET /Admin/User/Applicants)', () => {
    it("pages one intake's queue with its own Total", async () => {
      const first = await get(`/Admin/User/Applicants?intake=${winter}&page=1&pageSize=5`);
      expect(first.Total).toBe(12);
      expect(names(first.Applicants)).toEqual(
        ['11', '10', '09', '08', '07'].map((n) => `Winter Queue ${n}`),
      );
      const last = await get(`/Admin/User/Applicants?intake=${winter}&page=3&pageSize=5`);
      expect(names(last.Applicants)).toEqual(['Winter Queue 01', 'Winter Queue 00']);
      expect(last.Total).toBe(12);
      const summerPage = await get(`/Admin/User/Applicants?intake=${summer}&page=1`);
      expect(summerPage.Total).toBe(5);
      expect(names(summerPage.Applicants).every((name) => name.startsWith('Summer'))).toBe(true);
    });

    it('none is the default intake; without intake the whole queue', async () => {
      const none = await get('/Admin/User/Applicants?intake=none&page=1');
      expect(none.Total).toBe(4);
      expect(names(none.Applicants).every((name) => name.startsWith('Default'))).toBe(true);
      expect((await get('/Admin/User/Applicants?page=1')).Total).toBe(21);
      // The intake alone is a list parameter: a paged answer, every row of that intake.
      const alone = await get(`/Admin/User/Applicants?intake=${summer}`);
      expect(alone.Total).toBe(5);
      expect(alone.Applicants).toHaveLength(5);
    });

    it('combines with the position filter, a search and a sort', async () => {
      const position = await get(`/Admin/User/Applicants?intake=${winter}&filter=2&page=1`);
      expect(position.Total).toBe(6);
      const searched = await get(
        `/Admin/User/Applicants?intake=${winter}&search=queue%200&sort=Name&order=asc&page=1&pageSize=3`,
      );
      expect(searched.Total).toBe(10);
      expect(names(searched.Applicants)).toEqual([
        'Winter Queue 00',
        'Winter Queue 01',
        'Winter Queue 02',
      ]);
      const elsewhere = await get(`/Admin/User/Applicants?intake=${summer}&search=winter&page=1`);
      expect(elsewhere).toEqual({ Applicants: [], Total: 0 });
      const defaultSearched = await get(
        '/Admin/User/Applicants?intake=none&search=queue&sort=Name&order=desc&page=1&pageSize=2',
      );
      expect(defaultSearched.Total).toBe(4);
      expect(names(defaultSearched.Applicants)).toEqual(['Default Queue 03', 'Default Queue 02']);
    });

    it('the intake is a bound parameter: a second intake on the same shape gets its own rows', async () => {
      // The same page shape asked for two intakes in turn: a value captured when the query
      // was first compiled would answer the first intake's rows for the second.
      const a = await get(`/Admin/User/Applicants?intake=${summer}&sort=Email&page=1`);
      const b = await get(`/Admin/User/Applicants?intake=${winter}&sort=Email&page=1`);
      expect(a.Total).toBe(5);
      expect(b.Total).toBe(12);
      expect(names(b.Applicants).every((name) => name.startsWith('Winter'))).toBe(true);
    });

    it('refuses an intake that is neither an id nor none', async () => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/Admin/User/Applicants?intake=winter',
        headers: admin,
      });
      expect(res.statusCode).toBe(422);
      expect(res.body).toContain('intake');
    });
  });

  describe('Selected Applicants (GET /Admin/User/Interviews)', () => {
    it("pages one intake's decided applications, with the status filter", async () => {
      const winterAll = await get(`/Admin/User/Interviews?intake=${winter}&page=1&pageSize=4`);
      expect(winterAll.Total).toBe(5);
      expect(winterAll.Applicants).toHaveLength(4);
      const declined = await get(
        `/Admin/User/Interviews?intake=${winter}&filter=Declined&page=1&sort=Name`,
      );
      expect(names(declined.Applicants)).toEqual(['Winter Declined 00', 'Winter Declined 01']);
      expect(declined.Total).toBe(2);
      const none = await get('/Admin/User/Interviews?intake=none&page=1');
      expect(names(none.Applicants)).toEqual(['Default Chosen 00']);
      const searched = await get(`/Admin/User/Interviews?intake=${summer}&search=chosen&page=1`);
      expect(searched.Total).toBe(2);
    });
  });

  describe('Interns (GET /Admin/User/Interns)', () => {
    it("pages one intake's interns: by their application's intake", async () => {
      const winterPage = await get(
        `/Admin/User/Interns?intake=${winter}&page=1&pageSize=2&sort=Name&order=desc`,
      );
      expect(winterPage.Total).toBe(3);
      expect(names(winterPage.Interns)).toEqual(['Winter Ready', 'Winter Issued']);
      const summerPage = await get(`/Admin/User/Interns?intake=${summer}&page=1`);
      expect(names(summerPage.Interns)).toEqual(['Summer Reissue', 'Summer Revoked']);
      // The default intake: interns from an application without intake, or from none.
      const none = await get('/Admin/User/Interns?intake=none&page=1');
      expect(names(none.Interns)).toEqual(['Default Applied', 'Default Unapplied']);
      expect(none.Total).toBe(2);
      const all = await get('/Admin/User/Interns?page=1&pageSize=100');
      expect(all.Total).toBe(7);
    });

    it('combines with a search and the position filter', async () => {
      const searched = await get(`/Admin/User/Interns?intake=${winter}&search=iss&page=1`);
      expect(names(searched.Interns)).toEqual(['Winter Issued']);
      expect(searched.Total).toBe(1);
      const otherIntake = await get(`/Admin/User/Interns?intake=${summer}&search=winter&page=1`);
      expect(otherIntake).toEqual({ Interns: [], Total: 0 });
      const byPosition = await get(
        `/Admin/User/Interns?intake=${winter}&filter=${'Advisory'}&page=1`,
      );
      expect(byPosition.Total).toBe(3);
      const noPosition = await get(
        `/Admin/User/Interns?intake=${winter}&filter=No%20such%20position&page=1`,
      );
      expect(noPosition.Total).toBe(0);
    });

    it('says whose completion letter is ready or issued, paged or not', async () => {
      const letters = (rows: (Row & { Letter: string | null })[]) =>
        Object.fromEntries(rows.map((row) => [row.Name, row.Letter]));
      const expected = {
        'Winter Ready': 'Ready',
        'Winter Draft': null,
        'Winter Issued': 'Issued',
        'Summer Reissue': 'Ready',
        'Summer Revoked': null,
        'Default Applied': null,
        'Default Unapplied': null,
      };
      expect(letters((await get('/Admin/User/Interns')).Interns)).toEqual(expected);
      expect(letters((await get('/Admin/User/Interns?page=1&pageSize=100')).Interns)).toEqual(
        expected,
      );
      const searched = await get('/Admin/User/Interns?search=winter&page=1');
      expect(letters(searched.Interns)).toEqual({
        'Winter Ready': 'Ready',
        'Winter Draft': null,
        'Winter Issued': 'Issued',
      });
    });
  });

  describe('the dashboard pipeline (GET /Admin/User/Dashboard/Pipeline)', () => {
    it("counts one intake's applications; without intake, the programme's", async () => {
      const winterCounts = await get(`/Admin/User/Dashboard/Pipeline?intake=${winter}`);
      expect(winterCounts.ByStatus).toEqual({
        Processing: 12,
        Accepted: 3,
        Passed: 0,
        Declined: 2,
      });
      expect(winterCounts.ByPosition).toEqual([
        expect.objectContaining({ PositionId: 1, Processing: 6, Accepted: 2, Declined: 1 }),
        expect.objectContaining({ PositionId: 2, Processing: 6, Accepted: 1, Declined: 1 }),
      ]);
      const none = await get('/Admin/User/Dashboard/Pipeline?intake=none');
      expect(none.ByStatus).toEqual({ Processing: 4, Accepted: 0, Passed: 1, Declined: 0 });
      const all = await get('/Admin/User/Dashboard/Pipeline');
      expect(all.ByStatus).toEqual({ Processing: 21, Accepted: 3, Passed: 3, Declined: 2 });
      const unknown = await get('/Admin/User/Dashboard/Pipeline?intake=999');
      expect(unknown).toEqual({
        ByStatus: { Processing: 0, Accepted: 0, Passed: 0, Declined: 0 },
        ByPosition: [],
      });
    });
  });
});
