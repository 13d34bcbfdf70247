import { strFromU8, unzipSync } from 'fflate';
import { insertIntake } from '../src/domain/intakes/intakes.repository';
import { setSupervisor } from '../src/domain/people/people.repository';
import { isoNow } from '../src/lib/time';
import { createUser, loginAdmin } from './helpers/fixtures';
import { pdfText } from './helpers/pdf-text';
import { joinedText } from './helpers/pdftotext';
import { useTestApp, type TestContext } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-db';
import { joinIntake } from './helpers/internship';
import { today, type Person } from './helpers/world';

/** An intern in an intake of February and March 2026, supervised by `supervisor`. */
async function internInIntake(ctx: TestContext, supervisor: Person, intakeName: string) {
  const db = ctx.app.db;
  const intern = await createUser(ctx, 'INT');
  await setSupervisor(db, intern.id, supervisor.id);
  const intakeId = await insertIntake(db, {
    name: intakeName,
    applications_open_on: '2026-01-01',
    applications_close_on: '2026-01-20',
    starts_on: '2026-02-02',
    ends_on: '2026-03-27',
  });
  await joinIntake(ctx, intern, intakeId);
  return intern;
}

type EntryState = 'draft' | 'submitted' | 'signed';

async function entry(
  ctx: TestContext,
  intern: Person,
  week: string,
  state: EntryState,
  texts: { days?: string; activities: string },
) {
  await ctx.app.db
    .insertInto('logbook_entries')
    .values({
      intern_id: intern.id,
      week_start: week,
      days: texts.days ?? 'PPPPP',
      activities: texts.activities,
      learned: `Learned in the week of ${week}`,
      hours: 38,
      state,
      submitted_at: state === 'draft' ? null : '2026-02-14T09:00:00.000Z',
      reviewer_name: state === 'signed' ? 'Grace Mwangi' : null,
      reviewed_at: state === 'signed' ? '2026-02-16T07:30:00.000Z' : null,
      created_at: isoNow(),
      updated_at: isoNow(),
    })
    .execute();
}

describeEachDatabase('the logbook PDF', (dialect) => {
  const ctx = useTestApp(dialect, { FIRM_NAME: 'Acme Kenya Ltd' });
  let admin: Record<string, string>;
  let supervisor: Person;
  beforeAll(async () => {
    admin = await loginAdmin(ctx);
    supervisor = await createUser(ctx, 'SUP');
  });
  const get = (url: string, headers?: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url, headers });
  const codeOf = (res: { headers: Record<string, unknown> }) =>
    /logbook-([0-9A-Z-]+)\.pdf/.exec(String(res.headers['content-disposition']))![1];

  /** An intern with two signed weeks (one day excused), one submitted and one draft week. */
  async function keptLogbook() {
    const intern = await internInIntake(ctx, supervisor, `Logbook intake ${Math.random()}`);
    await entry(ctx, intern, '2026-02-02', 'signed', { activities: 'Set up the build server' });
    await entry(ctx, intern, '2026-02-09', 'signed', {
      days: 'PP-PA',
      activities: 'Wrote the import job',
    });
    await entry(ctx, intern, '2026-02-16', 'submitted', { activities: 'Waiting week text' });
    await entry(ctx, intern, '2026-02-23', 'draft', { activities: 'Draft week text' });
    const now = isoNow();
    await ctx.app.db
      .insertInto('absence_requests')
      .values({
        intern_id: intern.id,
        first_day: '2026-02-11',
        last_day: '2026-02-11',
        reason: 'exam',
        note: 'University exam',
        state: 'approved',
        created_at: now,
        updated_at: now,
      })
      .execute();
    return intern;
  }

  it('holds the signed weeks with their signatures, the attendance and a code that verifies', async () => {
    const intern = await keptLogbook();
    const res = await get('/api/Intern/Logbook/Pdf', intern.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const code = codeOf(res);
    expect(code).toMatch(/^([0-9A-HJKMNP-TV-Z]{4}-){6}[0-9A-HJKMNP-TV-Z]{4}$/);
    const attendance = (await get(`/api/Attendance/${intern.id}`, admin)).json();
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      'Acme Kenya Ltd',
      'Internship Logbook',
      'Internship dates: 2 February 2026 to 27 March 2026',
      'Weeks signed: 2',
      'Week of 2 February 2026',
      'Set up the build server',
      'Week of 9 February 2026',
      'Wrote the import job',
      'Wed 11 Feb: Excused',
      'Fri 13 Feb: Absent',
      'Signed by Grace Mwangi on 16 February 2026',
      `Days expected: ${attendance.Expected}`,
      `Present: ${attendance.Present}`,
      `Excused: ${attendance.Excused}`,
      `Absent: ${attendance.Absent}`,
      `Verification code: ${code}`,
      `http://app.test/verify/${code}`,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Waiting week text');
    expect(text).not.toContain('Draft week text');

    const verified = await get(`/api/verify/${code}`);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({
      Status: 'genuine',
      Document: 'logbook',
      Code: code,
      Name: expect.any(String),
      Programme: 'the Acme Kenya Ltd internship programme',
      Position: expect.any(String),
      Intake: expect.stringMatching(/^Logbook intake/),
      StartsOn: '2026-02-02',
      EndsOn: '2026-03-27',
      IssuedOn: today(ctx),
      RevokedOn: null,
      Logbook: {
        WeeksSigned: 2,
        Expected: attendance.Expected,
        Present: attendance.Present,
        Excused: attendance.Excused,
        Absent: attendance.Absent,
      },
    });
    // The same logbook on the same day is the same copy; the administrator's too.
    expect(codeOf(await get('/api/Intern/Logbook/Pdf', intern.headers))).toBe(code);
    const byAdmin = await get(`/api/Admin/Intern/${intern.id}/Logbook/Pdf`, admin);
    expect(byAdmin.statusCode).toBe(200);
    expect(codeOf(byAdmin)).toBe(code);
  });

  it('prints a word of 2 000 characters whole, broken across lines and a page', async () => {
    const intern = await internInIntake(ctx, supervisor, `Long word intake ${Math.random()}`);
    const word = 'abcdefghijklmnopqrstuvwxyz'.repeat(77).slice(0, 2000);
    await entry(ctx, intern, '2026-02-02', 'signed', { activities: `Read ${word} twice` });
    const res = await get('/api/Intern/Logbook/Pdf', intern.headers);
    expect(res.statusCode).toBe(200);
    // The first page's foot is left out: it stands between the lines before and after the
    // page break (the word's); the second page's ends the text.
    const text = await joinedText(res.rawPayload, /Verification code: .* · Page 1 of \d+/);
    expect(text).toContain(`Read ${word} twice`);
    expect(text).toContain('Page 2 of 2');
  });

  it('gives a new code once another week is signed', async () => {
    const intern = await keptLogbook();
    const first = codeOf(await get('/api/Intern/Logbook/Pdf', intern.headers));
    await ctx.app.db
      .updateTable('logbook_entries')
      .set({ state: 'signed', reviewer_name: 'Grace Mwangi', reviewed_at: isoNow() })
      .where('intern_id', '=', intern.id)
      .where('week_start', '=', '2026-02-16')
      .execute();
    const second = codeOf(await get('/api/Intern/Logbook/Pdf', intern.headers));
    expect(second).not.toBe(first);
    expect((await get(`/api/verify/${first}`)).json().Logbook.WeeksSigned).toBe(2);
    expect((await get(`/api/verify/${second}`)).json().Logbook.WeeksSigned).toBe(3);
  });

  it('lets the intern have their own, an administrator any, and nobody else', async () => {
    const intern = await keptLogbook();
    const other = await createUser(ctx, 'INT');
    expect((await get('/api/Intern/Logbook/Pdf')).statusCode).toBe(401);
    expect((await get('/api/Intern/Logbook/Pdf', supervisor.headers)).statusCode).toBe(403);
    expect((await get('/api/Intern/Logbook/Pdf', admin)).statusCode).toBe(403);
    const adminUrl = `/api/Admin/Intern/${intern.id}/Logbook/Pdf`;
    expect((await get(adminUrl, supervisor.headers)).statusCode).toBe(403);
    expect((await get(adminUrl, other.headers)).statusCode).toBe(403);
    expect((await get(adminUrl, intern.headers)).statusCode).toBe(403);
    // An intern with no signed week has no logbook to copy; a supervisor is not an intern.
    const none = await get('/api/Intern/Logbook/Pdf', other.headers);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('No week of this logbook is signed yet.');
    const notIntern = await get(`/api/Admin/Intern/${supervisor.id}/Logbook/Pdf`, admin);
    expect(notIntern.statusCode).toBe(404);
    const copies = await ctx.app.db
      .selectFrom('logbook_copies')
      .select('id')
      .where('intern_id', 'in', [other.id, supervisor.id])
      .execute();
    expect(copies).toEqual([]);
  });

  it("still verifies a copy after the intern's erasure, which keeps only what the page shows", async () => {
    const intern = await keptLogbook();
    const code = codeOf(await get('/api/Intern/Logbook/Pdf', intern.headers));
    const before = (await get(`/api/verify/${code}`)).json();
    const export_ = await get(`/api/Admin/User/${intern.id}/PersonalData`, admin);
    const copy = JSON.parse(strFromU8(unzipSync(export_.rawPayload)['personal-data.json']));
    expect(copy.logbookCopies).toEqual([
      expect.objectContaining({ code, weeks_signed: 2, made_on: today(ctx) }),
    ]);
    const erased = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/Admin/User/${intern.id}/PersonalData`,
      headers: admin,
    });
    expect(erased.statusCode).toBe(200);
    const row = await ctx.app.db
      .selectFrom('logbook_copies')
      .selectAll()
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    expect(row.intern_id).toBeNull();
    expect((await get(`/api/verify/${code}`)).json()).toEqual(before);
    expect((await get(`/api/Admin/Intern/${intern.id}/Logbook/Pdf`, admin)).statusCode).toBe(404);
  });

  it('answers a code no letter or logbook has with 404', async () => {
    const res = await get('/api/verify/ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No such letter');
  });
});
