import { insertIntake } from '../src/domain/intakes/intakes.repository';
import { setSupervisor } from '../src/domain/people/people.repository';
import { isoNow } from '../src/lib/time';
import { createUser, loginAdmin } from './helpers/fixtures';
import { joinedText } from './helpers/pdftotext';
import { joinIntake } from './helpers/internship';
import { useTestApp, type TestContext } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-db';
import { countersign, insertVisit } from './helpers/university';

let universities = 0;

/** A university straight in the database (the administrator's screens are H1's). */
async function insertUniversity(ctx: TestContext, countersignRequired: boolean) {
  const now = isoNow();
  const row = await ctx.app.db
    .insertInto('universities')
    .values({
      name: `University ${++universities} ${Math.random()}`,
      criteria: JSON.stringify([{ Name: 'Punctuality', MaxScore: 5 }]),
      countersign_required: countersignRequired ? 1 : 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describeEachDatabase('the logbook copy with the university in the loop', (dialect) => {
  const ctx = useTestApp(dialect, { FIRM_NAME: 'Acme Kenya Ltd' });
  let admin: Record<string, string>;
  beforeAll(async () => {
    admin = await loginAdmin(ctx);
  });
  const get = (url: string, headers?: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url, headers });
  const codeOf = (res: { headers: Record<string, unknown> }) =>
    /logbook-([0-9A-Z-]+)\.pdf/.exec(String(res.headers['content-disposition']))![1];

  /** An intern of February and March 2026 at a university, with two signed weeks. */
  async function studentWithLogbook(countersignRequired: boolean) {
    const db = ctx.app.db;
    const supervisor = await createUser(ctx, 'SUP');
    const intern = await createUser(ctx, 'INT');
    await setSupervisor(db, intern.id, supervisor.id);
    const intake = await insertIntake(db, {
      name: `University intake ${Math.random()}`,
      applications_open_on: '2026-01-01',
      applications_close_on: '2026-01-20',
      starts_on: '2026-02-02',
      ends_on: '2026-03-27',
    });
    await joinIntake(ctx, intern, intake);
    const university = await insertUniversity(ctx, countersignRequired);
    await db
      .updateTable('users')
      .set({ university_id: university })
      .where('id', '=', intern.id)
      .execute();
    const entries: number[] = [];
    for (const week of ['2026-02-02', '2026-02-09']) {
      const row = await db
        .insertInto('logbook_entries')
        .values({
          intern_id: intern.id,
          week_start: week,
          days: 'PPPPP',
          activities: `Activities of ${week}`,
          learned: `Learned in ${week}`,
          hours: 38,
          state: 'signed',
          submitted_at: '2026-02-14T09:00:00.000Z',
          reviewer_name: 'Grace Mwangi',
          reviewed_at: '2026-02-16T07:30:00.000Z',
          created_at: isoNow(),
          updated_at: isoNow(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      entries.push(row.id);
    }
    return { intern, entries };
  }

  const lecturer = { id: null, name: 'Dr Amina Odhiambo' };

  it('prints each countersignature and the visits, and a countersignature makes a new copy', async () => {
    const { intern, entries } = await studentWithLogbook(false);
    const before = await get('/api/Intern/Logbook/Pdf', intern.headers);
    expect(before.statusCode).toBe(200);
    const beforeText = await joinedText(before.rawPayload);
    expect(beforeText).not.toContain('Countersigned by');
    expect(beforeText).not.toContain('Workplace visits');

    await countersign(ctx, entries[0], lecturer, '2026-02-20T10:00:00.000Z');
    await insertVisit(ctx, intern.id, lecturer, '2026-03-05', {
      met: 'Grace Mwangi and the team lead',
      assessment: 'Confident with the build tools.',
      scores: [
        { Name: 'Punctuality', MaxScore: 5, Score: 4 },
        { Name: 'Teamwork', MaxScore: 10, Score: 9 },
      ],
    });
    const after = await get('/api/Intern/Logbook/Pdf', intern.headers);
    expect(after.statusCode).toBe(200);
    const text = await joinedText(after.rawPayload, /· Page \d+ of \d+/);
    for (const expected of [
      'Weeks countersigned: 1',
      'Signed by Grace Mwangi on 16 February 2026',
      'Countersigned by Dr Amina Odhiambo on 20 February 2026',
      'Workplace visits',
      'Visit on 5 March 2026 by Dr Amina Odhiambo',
      'Met: Grace Mwangi and the team lead',
      'Confident with the build tools.',
      'Punctuality: 4 / 5',
      'Teamwork: 9 / 10',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text.split('Countersigned by')).toHaveLength(2);
    // What it certifies changed: a new code, and both verify.
    expect(codeOf(after)).not.toBe(codeOf(before));
    for (const code of [codeOf(before), codeOf(after)]) {
      const verified = await get(`/api/verify/${code}`);
      expect(verified.statusCode).toBe(200);
      expect(verified.json()).toMatchObject({ Status: 'genuine', Document: 'logbook', Code: code });
    }
    // Unchanged since: the same code again.
    expect(codeOf(await get('/api/Intern/Logbook/Pdf', intern.headers))).toBe(codeOf(after));
  });

  it('says it in Swahili', async () => {
    const { intern, entries } = await studentWithLogbook(false);
    await countersign(ctx, entries[1], { id: null, name: 'Former academic supervisor' });
    await insertVisit(ctx, intern.id, lecturer, '2026-03-05');
    const res = await get('/api/Intern/Logbook/Pdf', {
      ...intern.headers,
      'accept-language': 'sw',
    });
    const text = await joinedText(res.rawPayload, /· Ukurasa \d+|· Page \d+/);
    expect(text).toContain('Imesainiwa pia na Msimamizi wa kitaaluma wa zamani');
    expect(text).toContain('Ziara za mahali pa kazi');
  });

  it('refuses a copy until every signed week is countersigned, where the university asks', async () => {
    const { intern, entries } = await studentWithLogbook(true);
    const copies = () =>
      ctx.app.db
        .selectFrom('logbook_copies')
        .select('code')
        .where('intern_id', '=', intern.id)
        .execute();
    const refused = await get('/api/Intern/Logbook/Pdf', intern.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Every signed week must be countersigned by the academic supervisor before a copy of this logbook can be made. Weeks still waiting: 2.',
    );
    await countersign(ctx, entries[0], lecturer);
    const adminRefused = await get(`/api/Admin/Intern/${intern.id}/Logbook/Pdf`, admin);
    expect(adminRefused.statusCode).toBe(409);
    expect(adminRefused.json().message).toMatch(/Weeks still waiting: 1\.$/);
    const sw = await get('/api/Intern/Logbook/Pdf', { ...intern.headers, 'accept-language': 'sw' });
    expect(sw.json().message).toMatch(/^Kila wiki iliyosainiwa lazima isainiwe pia/);
    expect(await copies()).toEqual([]);

    await countersign(ctx, entries[1], lecturer);
    const made = await get('/api/Intern/Logbook/Pdf', intern.headers);
    expect(made.statusCode).toBe(200);
    expect(await copies()).toEqual([{ code: codeOf(made) }]);
    expect((await get(`/api/Admin/Intern/${intern.id}/Logbook/Pdf`, admin)).statusCode).toBe(200);
  });
});
