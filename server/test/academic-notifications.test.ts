import { DateTime } from 'luxon';
import { runNotificationDigest } from '../src/domain/notifications/digest.service';
import { createUser, loginAdmin } from './helpers/fixtures';
import { evaluate, internOfIntake, mondayFrom } from './helpers/internship';
import { useSmtpReceiver } from './helpers/smtp';
import { useTestApp, type TestContext } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-db';
import { notificationKinds, type Person } from './helpers/world';

type Headers = Record<string, string>;

const send = (
  ctx: TestContext,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Headers,
  payload?: object,
) => ctx.app.inject({ method, url: `/api${url}`, headers, payload });

/** An academic supervisor (their e-mails in `language`) named by the intern. */
async function academicOf(ctx: TestContext, intern: Person, language: 'en' | 'sw') {
  const aca = await createUser(ctx, 'ACA');
  await ctx.app.db.updateTable('users').set({ language }).where('id', '=', aca.id).execute();
  await ctx.app.db
    .updateTable('users')
    .set({ academic_supervisor_id: aca.id })
    .where('id', '=', intern.id)
    .execute();
  return aca;
}

const nameOf = async (ctx: TestContext, who: Person) =>
  (
    await ctx.app.db
      .selectFrom('users')
      .select('name')
      .where('id', '=', who.id)
      .executeTakeFirstOrThrow()
  ).name;

describeEachDatabase("notifications to an intern's academic supervisor", (dialect) => {
  const env: Record<string, string | undefined> = {};
  const smtp = useSmtpReceiver(env);
  const ctx = useTestApp(dialect, env);
  const received = async (email: string) => {
    await ctx.app.mailer.deliverDue();
    return smtp.to(email);
  };

  it('a signed week waits for the Monday digest, in their language, linking the student', async () => {
    const { supervisor, intern } = await internOfIntake(
      ctx,
      mondayFrom(ctx, -4),
      mondayFrom(ctx, 4),
    );
    const aca = await academicOf(ctx, intern, 'sw');
    const week = mondayFrom(ctx, -2);
    const entry = {
      Days: ['present', 'present', 'present', 'present', 'present'],
      Activities: 'Configured the switches',
      Learned: 'VLANs',
      Hours: 40,
    };
    expect(
      (await send(ctx, 'POST', `/Intern/Logbook/${week}/Submit`, intern.headers, entry)).statusCode,
    ).toBe(200);
    const { id } = await ctx.app.db
      .selectFrom('logbook_entries')
      .select('id')
      .where('intern_id', '=', intern.id)
      .executeTakeFirstOrThrow();
    expect(
      (await send(ctx, 'POST', `/Supervisor/Logbook/${id}/Sign`, supervisor.headers)).statusCode,
    ).toBe(200);

    // In the bell at once, with the student's page; no e-mail yet (the digest is its default).
    const bell = await send(ctx, 'GET', '/Notification', {
      ...aca.headers,
      'accept-language': 'en',
    });
    const [told] = bell.json().Notifications;
    const student = await nameOf(ctx, intern);
    const day = DateTime.fromISO(week).toFormat('d LLL yyyy');
    expect(told).toMatchObject({
      Kind: 'student_week_signed',
      Text: `The logbook week of ${day} of ${student} was signed by their supervisor.`,
      Path: `/universityDashboard/students/${intern.id}`,
    });
    expect(await received(aca.email)).toEqual([]);
    const { digest } = await ctx.app.db
      .selectFrom('notifications')
      .select('digest')
      .where('user_id', '=', aca.id)
      .executeTakeFirstOrThrow();
    expect(digest).toBe('waiting');

    // Made on a Tuesday: the daily digests of the week pass it by, Monday's sends it.
    await ctx.app.db
      .updateTable('notifications')
      .set({ created_at: '2026-11-17T09:00:00.000Z' })
      .where('user_id', '=', aca.id)
      .execute();
    const zone = ctx.config.APP_TIMEZONE;
    const at = (date: string) => DateTime.fromISO(`${date}T08:00`, { zone }).toJSDate();
    for (const day of ['2026-11-18', '2026-11-20', '2026-11-22']) {
      await runNotificationDigest(ctx.app.db, ctx.config, 'a', at(day));
      expect(await received(aca.email)).toEqual([]);
    }
    await runNotificationDigest(ctx.app.db, ctx.config, 'a', at('2026-11-23'));
    const mails = await received(aca.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Arifa zako: 1 mpya');
    expect(mails[0].text).toContain(`imesainiwa na msimamizi wake.`);
    expect(mails[0].text).toContain(`http://app.test/universityDashboard/students/${intern.id}`);
    expect(mails[0].text).toContain('http://app.test/universityDashboard/profile');
    await runNotificationDigest(ctx.app.db, ctx.config, 'a', at('2026-11-30'));
    expect(await received(aca.email)).toHaveLength(1);
  });

  it('the evaluation submitted and the letter issued are e-mailed at once, as they choose', async () => {
    // Ended a week ago: the evaluation is open and the letter may be issued.
    const { supervisor, intern } = await internOfIntake(
      ctx,
      mondayFrom(ctx, -10),
      mondayFrom(ctx, -1),
    );
    const aca = await academicOf(ctx, intern, 'en');
    const evaluation = {
      TechnicalSkill: 4,
      QualityOfWork: 4,
      Communication: 5,
      Teamwork: 3,
      Initiative: 4,
      Reliability: 5,
      Assessment: 'Careful and quick to learn.',
      Recommendation: 'Recommended',
    };
    const student = await nameOf(ctx, intern);
    const submitted = await smtp.next(aca.email, async () => {
      const res = await send(
        ctx,
        'POST',
        `/Evaluation/${intern.id}/submit`,
        supervisor.headers,
        evaluation,
      );
      expect(res.statusCode).toBe(200);
    });
    expect(submitted.subject).toBe(`The final evaluation of ${student} was submitted`);
    expect(submitted.text).toContain(`http://app.test/universityDashboard/students/${intern.id}`);

    const issued = await smtp.next(aca.email, async () => {
      const res = await send(ctx, 'POST', `/Letter/${intern.id}`, await loginAdmin(ctx));
      expect(res.statusCode).toBe(201);
    });
    expect(issued.subject).toBe(`The completion letter of ${student} was issued`);
    expect(await notificationKinds(ctx, aca.id)).toEqual([
      'student_evaluation_submitted',
      'student_letter_issued',
    ]);

    // Chosen never: told in the bell only.
    const other = await internOfIntake(ctx, mondayFrom(ctx, -10), mondayFrom(ctx, -1));
    const quiet = await academicOf(ctx, other.intern, 'en');
    const choice = { Preferences: [{ Kind: 'student_letter_issued', Mail: 'never' }] };
    expect(
      (await send(ctx, 'PUT', '/Notification/Preferences', quiet.headers, choice)).statusCode,
    ).toBe(200);
    await evaluate(ctx, other.intern, other.supervisor);
    expect(
      (await send(ctx, 'POST', `/Letter/${other.intern.id}`, await loginAdmin(ctx))).statusCode,
    ).toBe(201);
    expect(await notificationKinds(ctx, quiet.id)).toEqual(['student_letter_issued']);
    expect(await received(quiet.email)).toEqual([]);
  });

  it('tells nobody once the access period has passed, or without an academic supervisor', async () => {
    const start = DateTime.fromISO(mondayFrom(ctx, -40));
    const ended = await internOfIntake(ctx, start.toISODate()!, mondayFrom(ctx, -27));
    const aca = await academicOf(ctx, ended.intern, 'en');
    await evaluate(ctx, ended.intern, ended.supervisor);
    expect(
      (await send(ctx, 'POST', `/Letter/${ended.intern.id}`, await loginAdmin(ctx))).statusCode,
    ).toBe(201);
    expect(await notificationKinds(ctx, aca.id)).toEqual([]);

    const alone = await internOfIntake(ctx, mondayFrom(ctx, -10), mondayFrom(ctx, -1));
    await evaluate(ctx, alone.intern, alone.supervisor);
    expect(
      (await send(ctx, 'POST', `/Letter/${alone.intern.id}`, await loginAdmin(ctx))).statusCode,
    ).toBe(201);
    expect(await notificationKinds(ctx, alone.intern.id)).toEqual(['letter_issued']);
  });

  it("offers the new kinds in an academic supervisor's preferences only", async () => {
    const aca = await createUser(ctx, 'ACA');
    const mine = await send(ctx, 'GET', '/Notification/Preferences', aca.headers);
    expect(mine.json().Preferences).toEqual([
      {
        Kind: 'student_week_signed',
        Label: 'A logbook week of your student signed (in a weekly digest on Mondays)',
        Mail: 'digest',
      },
      { Kind: 'student_evaluation_submitted', Label: expect.any(String), Mail: 'immediate' },
      { Kind: 'student_letter_issued', Label: expect.any(String), Mail: 'immediate' },
    ]);
    for (const role of ['INT', 'SUP', 'ADM'] as const) {
      const other =
        role === 'ADM' ? { headers: await loginAdmin(ctx) } : await createUser(ctx, role);
      const theirs = await send(ctx, 'GET', '/Notification/Preferences', other.headers);
      const kinds = (theirs.json().Preferences as { Kind: string }[]).map((p) => p.Kind);
      expect(kinds.filter((kind) => kind.startsWith('student_'))).toEqual([]);
    }
    const intern = await createUser(ctx, 'INT');
    const refused = await send(ctx, 'PUT', '/Notification/Preferences', intern.headers, {
      Preferences: [{ Kind: 'student_week_signed', Mail: 'immediate' }],
    });
    expect(refused.statusCode).toBe(422);
  });
});
