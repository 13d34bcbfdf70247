import { strFromU8, unzipSync } from 'fflate';
import { DateTime } from 'luxon';
import { insertIntake } from '../src/domain/intakes/intakes.repository';
import { textsIn } from '../src/lib/texts';
import { setSupervisor } from '../src/domain/people/people.repository';
import { createUser, loginAdmin } from './helpers/fixtures';
import { evaluate, joinIntake } from './helpers/internship';
import { pdfText } from './helpers/pdf-text';
import { useSmtpReceiver } from './helpers/smtp';
import { useTestApp, type TestContext } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-db';
import { createTask, today, notificationKinds } from './helpers/world';

type Person = Awaited<ReturnType<typeof createUser>>;

/** Puts the intern in a new intake (by default one that has ended), through an application. */
async function joinNewIntake(
  ctx: TestContext,
  intern: Person,
  name: string,
  dates = { starts_on: '2026-02-01', ends_on: '2026-04-30' },
) {
  const intakeId = await insertIntake(ctx.app.db, {
    name,
    applications_open_on: '2026-01-01',
    applications_close_on: '2026-01-31',
    ...dates,
  });
  await joinIntake(ctx, intern, intakeId);
}

describeEachDatabase('completion letters', (dialect) => {
  const env: Record<string, string | undefined> = {
    FIRM_NAME: 'Acme Kenya Ltd',
    FIRM_CONTACT: 'internships@acme.test',
  };
  const smtp = useSmtpReceiver(env);
  const ctx = useTestApp(dialect, env);
  let admin: Record<string, string>;
  let supervisor: Person;
  beforeAll(async () => {
    admin = await loginAdmin(ctx);
    supervisor = await createUser(ctx, 'SUP');
  });

  const inject = (method: 'GET' | 'POST', url: string, headers?: object, payload?: object) =>
    ctx.app.inject({ method, url, headers: headers as Record<string, string>, payload });
  const issue = (intern: Person, headers = admin) =>
    inject('POST', `/api/Letter/${intern.id}`, headers);
  const verify = (code: string) => inject('GET', `/api/verify/${code}`);

  it('refuses a letter until the final evaluation is submitted', async () => {
    const intern = await createUser(ctx, 'INT');
    const before = await issue(intern);
    expect(before.statusCode).toBe(409);
    expect(before.json().message).toMatch(/final evaluation is not submitted/);
    await evaluate(ctx, intern, supervisor, { submitted: false });
    expect((await issue(intern)).statusCode).toBe(409);
    const status = await inject('GET', `/api/Letter/intern/${intern.id}`, admin);
    expect(status.json()).toMatchObject({ EvaluationSubmitted: false, Letters: [] });
  });

  it('issues a letter: stored, e-mailed, and its PDF names the intern, dates and code', async () => {
    const intern = await createUser(ctx, 'INT');
    await joinNewIntake(ctx, intern, `February 2026 intake ${dialect}`);
    const task = await createTask(ctx, supervisor, intern, { completed: true });
    await createTask(ctx, supervisor, intern);
    await ctx.app.db.updateTable('tasks').set({ rating: 80 }).where('id', '=', task).execute();
    await evaluate(ctx, intern, supervisor);
    // An account e-mail: a preference stored for it (the API refuses one) changes nothing.
    await ctx.app.db
      .insertInto('notification_preferences')
      .values({ user_id: intern.id, kind: 'letter_issued', mail: 'never' })
      .execute();

    const mail = await smtp.next(intern.email, async () => {
      const res = await issue(intern);
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe('Letter issued');
    });
    expect(mail.subject).toBe('Your internship completion letter');
    expect(mail.text).toContain('http://app.test/internDashboard/profile');
    expect(await notificationKinds(ctx, intern.id)).toEqual(['letter_issued']);

    const [row] = await ctx.app.db
      .selectFrom('completion_letters')
      .selectAll()
      .where('intern_id', '=', intern.id)
      .execute();
    expect(row).toMatchObject({
      intake_name: `February 2026 intake ${dialect}`,
      starts_on: '2026-02-01',
      ends_on: '2026-04-30',
      issued_on: today(ctx),
      revoked_at: null,
    });
    // 28 base32 characters of 5 random bits each: 140 bits.
    expect(row.code).toMatch(/^([0-9A-HJKMNP-TV-Z]{4}-){6}[0-9A-HJKMNP-TV-Z]{4}$/);

    const download = await inject('GET', '/api/Letter/mine/pdf', intern.headers);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename=".+\.pdf"$/);
    const text = await pdfText(download.rawPayload);
    for (const expected of [
      'Acme Kenya Ltd',
      'internships@acme.test',
      row.intern_name,
      '1 February 2026',
      '30 April 2026',
      `Verification code: ${row.code}`,
      `http://app.test/verify/${row.code}`,
      'Tasks completed: 1',
      'Overall rating: 80%',
      'Quality of work: 5 / 5',
      'We would gladly welcome them back.',
    ]) {
      expect(text).toContain(expected);
    }

    // No logbook kept: the letter states no attendance rather than '0 of 64 working days'.
    expect(text).not.toContain('working days');
    const mine = await inject('GET', '/api/Letter/mine', intern.headers);
    expect(mine.json().Letter).toMatchObject({ Code: row.code, RevokedAt: null });
    const again = await issue(intern);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/Revoke it first/);

    const genuine = await verify(row.code);
    expect(genuine.json()).toEqual({
      Status: 'genuine',
      Code: row.code,
      Name: row.intern_name,
      Programme: 'the Acme Kenya Ltd internship programme',
      Position: row.position,
      Intake: `February 2026 intake ${dialect}`,
      StartsOn: '2026-02-01',
      EndsOn: '2026-04-30',
      IssuedOn: today(ctx),
      RevokedOn: null,
      Document: 'letter',
      Logbook: null,
    });
    // A code typed in lower case, without its dashes, is the same code.
    expect((await verify(row.code.replace(/-/g, '').toLowerCase())).json().Status).toBe('genuine');
  });

  it('states the days attended, as the attendance counts them, when a logbook was kept', async () => {
    const intern = await createUser(ctx, 'INT');
    await setSupervisor(ctx.app.db, intern.id, supervisor.id);
    await joinNewIntake(ctx, intern, `Logbook intake ${dialect}`);
    const now = new Date().toISOString();
    for (const [week, days] of [
      ['2026-02-02', 'PPPPP'],
      ['2026-02-09', 'PPAP-'],
    ]) {
      await ctx.app.db
        .insertInto('logbook_entries')
        .values({
          intern_id: intern.id,
          week_start: week,
          days,
          activities: 'Built things',
          learned: 'Learned things',
          hours: 36,
          state: 'signed',
          reviewer_name: 'Grace Mwangi',
          reviewed_at: now,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    await ctx.app.db
      .insertInto('absence_requests')
      .values({
        intern_id: intern.id,
        first_day: '2026-02-13',
        last_day: '2026-02-13',
        reason: 'sick',
        note: 'Flu',
        state: 'approved',
        created_at: now,
        updated_at: now,
      })
      .execute();
    await evaluate(ctx, intern, supervisor);
    const attendance = (await inject('GET', `/api/Attendance/${intern.id}`, admin)).json();
    expect(attendance).toMatchObject({ Present: 8, Excused: 1 });

    expect((await issue(intern)).statusCode).toBe(201);
    const pdf = (await inject('GET', '/api/Letter/mine/pdf', intern.headers)).rawPayload;
    // The sentence wraps where the page ends it: compared with single spaces.
    const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
    const attended = `${attendance.Present} of ${attendance.Expected} working days (1 excused)`;
    expect(text).toContain(`to 30 April 2026, and attended ${attended}.`);
    expect(text).toContain(`Days attended: ${attended}`);
  });

  it("refuses a letter before the intake's end date and issues it on that day", async () => {
    const days = (n: number) => DateTime.fromISO(today(ctx)).plus({ days: n }).toISODate()!;
    // An intake that has not begun: its evaluation opens (a week before the end) and is submitted.
    const early = await createUser(ctx, 'INT');
    await joinNewIntake(ctx, early, `Not begun ${dialect}`, {
      starts_on: days(2),
      ends_on: days(6),
    });
    await evaluate(ctx, early, supervisor);
    // An intake in its last week, ending tomorrow, then one ending today.
    const lastWeek = await createUser(ctx, 'INT');
    await joinNewIntake(ctx, lastWeek, `Ends tomorrow ${dialect}`, {
      starts_on: days(-60),
      ends_on: days(1),
    });
    await evaluate(ctx, lastWeek, supervisor);
    for (const [intern, endsOn] of [
      [early, days(6)],
      [lastWeek, days(1)],
    ] as const) {
      const refused = await issue(intern);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        `The internship ends on ${textsIn('en').day(endsOn, 'long')}: its completion letter can be issued from that day.`,
      );
      const letters = await ctx.app.db
        .selectFrom('completion_letters')
        .select('id')
        .where('intern_id', '=', intern.id)
        .execute();
      expect(letters).toEqual([]);
      const mails = await ctx.app.db
        .selectFrom('outbox')
        .select('id')
        .where('recipient', '=', intern.email)
        .execute();
      expect(mails).toEqual([]);
    }

    const onTheDay = await createUser(ctx, 'INT');
    await joinNewIntake(ctx, onTheDay, `Ends today ${dialect}`, {
      starts_on: days(-60),
      ends_on: today(ctx),
    });
    await evaluate(ctx, onTheDay, supervisor);
    const issued = await issue(onTheDay);
    expect(issued.statusCode).toBe(201);
    expect((await verify(issued.json().Code)).json()).toMatchObject({
      Status: 'genuine',
      EndsOn: today(ctx),
      IssuedOn: today(ctx),
    });
  });

  it('dates a letter without an intake from the activation to the issue', async () => {
    const intern = await createUser(ctx, 'INT');
    await evaluate(ctx, intern, supervisor);
    const code = (await issue(intern)).json().Code as string;
    const { created_at } = await ctx.app.db
      .selectFrom('users')
      .select('created_at')
      .where('id', '=', intern.id)
      .executeTakeFirstOrThrow();
    const activated = DateTime.fromISO(created_at).setZone(ctx.config.APP_TIMEZONE).toISODate();
    expect((await verify(code)).json()).toMatchObject({
      Intake: null,
      StartsOn: activated,
      EndsOn: today(ctx),
    });
  });

  it('lets only an administrator issue, revoke and list, and only the intern download', async () => {
    const intern = await createUser(ctx, 'INT');
    const other = await createUser(ctx, 'INT');
    await evaluate(ctx, intern, supervisor);
    expect((await issue(intern, intern.headers)).statusCode).toBe(403);
    expect((await issue(intern, supervisor.headers)).statusCode).toBe(403);
    const { id } = (await issue(intern)).json();
    expect(
      (await inject('POST', `/api/Letter/${id}/revoke`, intern.headers, { Reason: 'x y' }))
        .statusCode,
    ).toBe(403);
    expect((await inject('GET', `/api/Letter/${id}/pdf`, other.headers)).statusCode).toBe(403);
    expect((await inject('GET', `/api/Letter/intern/${intern.id}`, other.headers)).statusCode).toBe(
      403,
    );
    const othersOwn = await inject('GET', '/api/Letter/mine/pdf', other.headers);
    expect(othersOwn.statusCode).toBe(404);
    const asAdmin = await inject('GET', `/api/Letter/${id}/pdf`, admin);
    expect(asAdmin.statusCode).toBe(200);
    expect(await pdfText(asAdmin.rawPayload)).toContain('Internship Completion Letter');
  });

  it('revokes with a reason: verify says revoked (not why), and a corrected one can be issued', async () => {
    const intern = await createUser(ctx, 'INT');
    await evaluate(ctx, intern, supervisor);
    const first = (await issue(intern)).json();
    const noReason = await inject('POST', `/api/Letter/${first.id}/revoke`, admin, {});
    expect(noReason.statusCode).toBe(422);
    const revoked = await inject('POST', `/api/Letter/${first.id}/revoke`, admin, {
      Reason: 'The position was misspelt.',
    });
    expect(revoked.json()).toEqual({ message: 'Letter revoked' });
    expect(await notificationKinds(ctx, intern.id)).toEqual(['letter_issued', 'letter_revoked']);
    const answer = (await verify(first.Code)).json();
    expect(answer).toMatchObject({ Status: 'revoked', RevokedOn: today(ctx) });
    expect(JSON.stringify(answer)).not.toContain('misspelt');
    expect((await inject('GET', '/api/Letter/mine', intern.headers)).json()).toEqual({
      Letter: null,
    });
    expect((await inject('GET', '/api/Letter/mine/pdf', intern.headers)).statusCode).toBe(404);

    const second = await issue(intern);
    expect(second.statusCode).toBe(201);
    expect(second.json().Code).not.toBe(first.Code);
    const list = (await inject('GET', `/api/Letter/intern/${intern.id}`, admin)).json();
    expect(list.EvaluationSubmitted).toBe(true);
    expect(list.Letters.map((l: { Code: string }) => l.Code)).toEqual([
      second.json().Code,
      first.Code,
    ]);
    expect(list.Letters[1].RevokeReason).toBe('The position was misspelt.');
    expect(list.Letters[0].VerifyUrl).toBe(`http://app.test/verify/${second.json().Code}`);
  });

  it('issues one letter when two administrators issue at once', async () => {
    const intern = await createUser(ctx, 'INT');
    await evaluate(ctx, intern, supervisor);
    const answers = await Promise.all([issue(intern), issue(intern), issue(intern)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409, 409]);
    const rows = await ctx.app.db
      .selectFrom('completion_letters')
      .select('id')
      .where('intern_id', '=', intern.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('answers an unknown code with "No such letter"', async () => {
    for (const code of ['0000-0000-0000-0000-0000-0000-0000', 'not-a-code']) {
      const res = await verify(code);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('No such letter');
    }
  });

  it("keeps, after the intern's erasure, only what the verification page shows", async () => {
    const intern = await createUser(ctx, 'INT');
    await evaluate(ctx, intern, supervisor);
    const { id, Code } = (await issue(intern)).json();
    await inject('POST', `/api/Letter/${id}/revoke`, admin, { Reason: 'Wrong dates.' });
    const before = (await verify(Code)).json();

    const export_ = await ctx.app.inject({
      method: 'GET',
      url: `/api/Admin/User/${intern.id}/PersonalData`,
      headers: admin,
    });
    expect(export_.statusCode).toBe(200);
    const copy = JSON.parse(strFromU8(unzipSync(export_.rawPayload)['personal-data.json']));
    expect(copy.completionLetters).toEqual([
      expect.objectContaining({ code: Code, revoked_at: expect.any(String) }),
    ]);

    const erased = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/Admin/User/${intern.id}/PersonalData`,
      headers: admin,
    });
    expect(erased.statusCode).toBe(200);
    const row = await ctx.app.db
      .selectFrom('completion_letters')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ intern_id: null, pdf: null, issued_by: null, revoke_reason: null });
    expect((await verify(Code)).json()).toEqual(before);
    expect((await inject('GET', `/api/Letter/${id}/pdf`, admin)).statusCode).toBe(404);
  });
});
