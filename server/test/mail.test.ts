import { apply, createUser, loginAdmin, setStatus } from './helpers/fixtures';
import { TestSmtpServer } from './helpers/smtp';
import { startTestApp, stopTestApp, useTestApp, type TestContext } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-db';

const FUTURE = '2099-07-15';

describeEachDatabase('e-mail through SMTP', (dialect) => {
  const smtp = new TestSmtpServer();
  let ctx: TestContext;
  let admin: Record<string, string>;

  beforeAll(async () => {
    await smtp.start();
    ctx = await startTestApp(
      dialect,
      { SMTP_URL: smtp.url, MAIL_FROM: 'Programme <hr@firm.test>' },
      (config) => ({
        ...config,
        mail: { ...config.mail, pollMs: 100, retryBaseMs: 100 },
      }),
    );
    admin = await loginAdmin(ctx);
  });
  afterAll(async () => {
    await stopTestApp(ctx);
    await smtp.stop();
  });

  it('acknowledges an application by e-mail', async () => {
    const { email } = await apply(ctx);
    await smtp.waitFor(() => smtp.to(email).length === 1);
    expect(smtp.to(email)[0].subject).toBe('We received your application');
  });

  it('sends the interview date with an .ics invitation (METHOD:REQUEST) and says so', async () => {
    const { id, email } = await apply(ctx, { Name: 'Baraka Mwangi', Position: '2' });
    const res = await setStatus(ctx, admin, id, 'Accepted', FUTURE);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Email sent Successfully',
      ApplicationStatus: 'Accepted',
      Email: 'sent',
    });
    await smtp.waitFor(() => smtp.to(email).some((m) => m.subject?.startsWith('Interview')));
    const mail = smtp.to(email).find((m) => m.subject?.startsWith('Interview'))!;
    expect(mail.from?.text).toContain('hr@firm.test');
    // The date as the screens write it in the applicant's language; the invitation keeps ISO.
    expect(mail.subject).toContain('15 Jul 2099');
    expect(mail.text).toContain('Baraka Mwangi');
    expect(mail.text).toContain('15 Jul 2099');
    expect(mail.raw).toMatch(/Content-Type: text\/calendar; (charset=utf-8; )?method=REQUEST/i);
    const ics = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'));
    const content = ics!.content.toString().replace(/\r?\n[ \t]/g, ''); // unfold lines
    expect(content).toContain('METHOD:REQUEST');
    expect(content).toContain('DTSTART;VALUE=DATE:20990715');
    expect(content).toContain(email);
  });

  it('e-mails the applicant on Passed (with the sign-up link) and on Declined', async () => {
    const passed = await apply(ctx);
    await setStatus(ctx, admin, passed.id, 'Accepted', FUTURE);
    expect((await setStatus(ctx, admin, passed.id, 'Passed')).json().Email).toBe('sent');
    const declined = await apply(ctx);
    expect((await setStatus(ctx, admin, declined.id, 'Declined')).json().Email).toBe('sent');
    await smtp.waitFor(
      () => smtp.to(passed.email).length === 3 && smtp.to(declined.email).length === 2,
    );
    const passMail = smtp.to(passed.email).find((m) => m.subject === 'You passed the interview')!;
    expect(passMail.text).toContain('http://app.test/signUp');
    expect(smtp.to(declined.email).map((m) => m.subject)).toContain(
      'About your internship application',
    );
  });

  it('e-mails a password-reset link', async () => {
    const user = await createUser(ctx, 'SUP');
    await ctx.app.inject({
      method: 'POST',
      url: '/api/PasswordReset',
      payload: { email: user.email },
    });
    await smtp.waitFor(() => smtp.to(user.email).length === 1);
    const mail = smtp.to(user.email)[0];
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toMatch(/http:\/\/app\.test\/resetPassword\/[\w-]{40,}/);
  });

  it('queues the interview e-mail while SMTP is down and delivers it once when it is back', async () => {
    const { id, email } = await apply(ctx);
    await smtp.waitFor(() => smtp.to(email).length === 1);
    await smtp.stop();
    const res = await setStatus(ctx, admin, id, 'Accepted', FUTURE);
    expect(res.statusCode).toBe(200);
    expect(res.json().Email).toBe('queued');
    expect(res.json().message).toMatch(/queued/);
    const row = await ctx.app.db
      .selectFrom('applications')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('Accepted');
    // The worker retries every 100 ms or so; on a loaded machine a fixed wait saw one attempt.
    const waitingMail = async () => {
      const undelivered = await ctx.app.inject({
        method: 'GET',
        url: '/api/Admin/Mail/Undelivered',
        headers: admin,
      });
      return undelivered.json().Mails.find((m: { To: string }) => m.To === email);
    };
    let waiting: Awaited<ReturnType<typeof waitingMail>>;
    await smtp.waitFor(async () => (waiting = await waitingMail())?.Attempts > 1);
    expect(waiting).toMatchObject({
      Subject: expect.stringContaining('Interview'),
      Status: 'queued',
      LastError: expect.any(String),
    });
    expect(waiting.Attempts).toBeGreaterThan(1);
    await smtp.start();
    await smtp.waitFor(() => smtp.to(email).length === 2);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(smtp.to(email).filter((m) => m.subject?.startsWith('Interview'))).toHaveLength(1);
    const mail = await ctx.app.db
      .selectFrom('outbox')
      .selectAll()
      .where('recipient', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.status).toBe('sent');
    expect(mail.attempts).toBeGreaterThan(1);
  });
});

describeEachDatabase('retrying an undelivered e-mail', (dialect) => {
  const smtp = new TestSmtpServer();
  let ctx: TestContext;
  let admin: Record<string, string>;

  beforeAll(async () => {
    await smtp.start();
    // No worker: only the administrator's retry delivers.
    ctx = await startTestApp(dialect, { SMTP_URL: smtp.url }, (config) => ({
      ...config,
      mail: { ...config.mail, pollMs: 0, retryBaseMs: 60_000 },
    }));
    admin = await loginAdmin(ctx);
  });
  afterAll(async () => {
    await stopTestApp(ctx);
    await smtp.stop();
  });

  const retry = (id: number) =>
    ctx.app.inject({ method: 'POST', url: `/api/Admin/Mail/${id}/Retry`, headers: admin });
  const listed = async () =>
    (
      await ctx.app.inject({ method: 'GET', url: '/api/Admin/Mail/Undelivered', headers: admin })
    ).json().Mails as { id: number; To: string }[];

  it('lists the e-mail while SMTP is down, and delivers it once on retry when it is back', async () => {
    const { id, email } = await apply(ctx);
    await smtp.waitFor(() => smtp.to(email).length === 1);
    await smtp.stop();
    expect((await setStatus(ctx, admin, id, 'Declined')).json().Email).toBe('queued');
    const [mail] = (await listed()).filter((m) => m.To === email);
    expect(mail).toBeDefined();

    // The administrator heard of the first e-mail that failed, and not again of this one (two
    // have failed by now) while that notification is unread.
    const told = await ctx.app.db
      .selectFrom('notifications')
      .select('read_at')
      .where('kind', '=', 'mail_undelivered')
      .execute();
    expect(told).toEqual([{ read_at: null }]);

    const stillDown = await retry(mail.id);
    expect(stillDown.statusCode).toBe(200);
    expect(stillDown.json()).toEqual({
      message: 'The email could not be sent now; it stays queued and will be retried.',
      Email: 'queued',
    });

    await smtp.start();
    const res = await retry(mail.id);
    expect(res.json()).toEqual({ message: 'Email sent Successfully', Email: 'sent' });
    await smtp.waitFor(() => smtp.to(email).length === 2);
    expect((await listed()).filter((m) => m.To === email)).toEqual([]);
    const again = await retry(mail.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This email has already been delivered.');
    expect(smtp.to(email)).toHaveLength(2);
  });

  it('answers 404 for an unknown e-mail', async () => {
    const res = await retry(987_654);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Email not found');
  });
});

describeEachDatabase('e-mail without SMTP_URL', (dialect) => {
  const ctx = useTestApp(dialect);

  it('keeps the message in the outbox, marked logged, and says so', async () => {
    const admin = await loginAdmin(ctx);
    const { id, email } = await apply(ctx);
    const res = await setStatus(ctx, admin, id, 'Accepted', FUTURE);
    expect(res.json()).toMatchObject({
      Email: 'logged',
      message: expect.stringMatching(/SMTP_URL/),
    });
    const mails = await ctx.app.db
      .selectFrom('outbox')
      .selectAll()
      .where('recipient', '=', email)
      .orderBy('id')
      .execute();
    expect(mails.at(-1)).toMatchObject({
      status: 'logged',
      subject: expect.stringContaining('15 Jul 2099'),
    });
  });
});
