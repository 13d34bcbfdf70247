import * as passwords from '../src/lib/passwords';
import { activationToken, apply, loginAdmin, setStatus, uniqueEmail } from './helpers/fixtures';
import { TestSmtpServer } from './helpers/smtp';
import { ADMIN, startTestApp, stopTestApp, type TestContext } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-db';
import { notificationKinds } from './helpers/world';

// A spy on the hashing: a module's exports cannot be redefined once it is loaded.
jest.mock('../src/lib/passwords', () => {
  const actual = jest.requireActual<typeof passwords>('../src/lib/passwords');
  return { ...actual, hashPassword: jest.fn(actual.hashPassword) };
});

const LINK_SENT = 'We have sent you an e-mail with a link to activate your account.';
const PASSWORD = 'Intern-pass-2026';

const linkIn = (text: string | undefined) =>
  new URL(/http:\/\/app\.test\/signUp\?\S+/.exec(text ?? '')?.[0] as string);

describeEachDatabase('account activation (decisions §5)', (dialect) => {
  const smtp = new TestSmtpServer();
  let ctx: TestContext;
  let admin: Record<string, string>;

  beforeAll(async () => {
    await smtp.start();
    ctx = await startTestApp(dialect, { SMTP_URL: smtp.url });
    admin = await loginAdmin(ctx);
  });
  afterAll(async () => {
    await stopTestApp(ctx);
    await smtp.stop();
  });

  const activate = (payload: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/Account/Activate', payload });
  const usersOf = (applicationId: number) =>
    ctx.app.db
      .selectFrom('users')
      .selectAll()
      .where('application_id', '=', applicationId)
      .execute();

  async function passed(name = 'Achieng Otieno') {
    const application = await apply(ctx, { Name: name, Position: '3' });
    expect((await setStatus(ctx, admin, application.id, 'Accepted', '2099-01-01')).statusCode).toBe(
      200,
    );
    expect((await setStatus(ctx, admin, application.id, 'Passed')).statusCode).toBe(200);
    await smtp.waitFor(() => smtp.to(application.email).some((m) => m.subject?.includes('passed')));
    return application;
  }

  it('refuses the takeover: status check then activation without the link creates nothing', async () => {
    const { id, email } = await passed();
    const status = await ctx.app.inject({
      method: 'POST',
      url: '/api/ApplicationStatus',
      payload: { Email: email },
    });
    expect(status.json().ApplicationStatus).toMatchObject({ ApplicationStatus: 'Passed' });

    const stranger = await activate({ email, password: 'Stranger-pass-99' });
    expect(stranger.statusCode).toBe(202);
    expect(stranger.json()).toEqual({ message: LINK_SENT });
    expect(await usersOf(id)).toHaveLength(0);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: 'Stranger-pass-99' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('activates with the link from the "Interview Passed" e-mail, once', async () => {
    const { id, email } = await passed('Wanjiku Mwangi');
    const mail = smtp.to(email).find((m) => m.subject === 'You passed the interview');
    const link = linkIn(mail?.text);
    expect(link.pathname).toBe('/signUp');
    expect(link.searchParams.get('email')).toBe(email);
    const token = link.searchParams.get('token') as string;

    const res = await activate({ email: email.toUpperCase(), password: PASSWORD, token });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Sign Up Successfull. You can login now');
    const [user] = await usersOf(id);
    expect(user).toMatchObject({
      email,
      role: 'INT',
      phone_number: '+254712345678',
      position_id: 3,
    });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: PASSWORD },
    });
    expect(login.json()).toMatchObject({ user: { Name: 'Wanjiku Mwangi' }, Role: ['INT'] });
    const adminId = (
      await ctx.app.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', ADMIN.email)
        .executeTakeFirstOrThrow()
    ).id;
    expect((await notificationKinds(ctx, adminId)).at(-1)).toBe('account_activated');

    expect((await activate({ email, password: PASSWORD, token })).statusCode).toBe(409);
    expect((await activate({ email, password: PASSWORD })).statusCode).toBe(409);
  });

  it('e-mails a fresh link for a wrong or expired one, and that link works', async () => {
    const { id, email } = await passed('Baraka Kiprono');
    const passedMail = smtp.to(email).find((m) => m.subject === 'You passed the interview');
    const first = linkIn(passedMail?.text).searchParams.get('token') as string;
    // Fresh links go out at most every 5 minutes: the passed e-mail's was sent 10 minutes ago.
    await ctx.app.db
      .updateTable('activation_tokens')
      .set({ created_at: new Date(Date.now() - 10 * 60_000).toISOString() })
      .where('application_id', '=', id)
      .execute();
    const wrong = await activate({ email, password: PASSWORD, token: 'not-the-token' });
    expect(wrong.statusCode).toBe(202);
    await smtp.waitFor(() => smtp.to(email).some((m) => m.subject === 'Activate your account'));
    expect(await usersOf(id)).toHaveLength(0);

    // The passed e-mail's link, expired, is refused too (no second fresh link so soon).
    await ctx.app.db
      .updateTable('activation_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('application_id', '=', id)
      .where('used_at', 'is', null)
      .execute();
    expect((await activate({ email, password: PASSWORD, token: first })).statusCode).toBe(202);
    expect(smtp.to(email).filter((m) => m.subject === 'Activate your account')).toHaveLength(1);
    expect(await usersOf(id)).toHaveLength(0);

    const fresh = await activationToken(ctx, { id, email });
    expect((await activate({ email, password: PASSWORD, token: fresh })).statusCode).toBe(201);
  });

  it("refuses another application's link", async () => {
    const mine = await passed('Amina Yusuf');
    const other = await passed('Otieno Ouma');
    const token = await activationToken(ctx, other);
    expect((await activate({ email: mine.email, password: PASSWORD, token })).statusCode).toBe(202);
    expect(await usersOf(mine.id)).toHaveLength(0);
    expect(await usersOf(other.id)).toHaveLength(0);
  });

  it('activates an application once, ever: not again after archiving or an e-mail change', async () => {
    const archived = await passed('Kamau Njoroge');
    await activate({
      email: archived.email,
      password: PASSWORD,
      token: await activationToken(ctx, archived),
    });
    const [intern] = await usersOf(archived.id);
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/User/${intern.id}`,
      headers: admin,
    });
    expect(del.statusCode).toBe(200);
    const again = await activate({
      email: archived.email,
      password: PASSWORD,
      token: await activationToken(ctx, archived),
    });
    expect(again.statusCode).toBe(409);

    const moved = await passed('Njeri Wambui');
    await activate({
      email: moved.email,
      password: PASSWORD,
      token: await activationToken(ctx, moved),
    });
    const [user] = await usersOf(moved.id);
    await ctx.app.db
      .updateTable('users')
      .set({ email: uniqueEmail('moved') })
      .where('id', '=', user.id)
      .execute();
    const second = await activate({
      email: moved.email,
      password: PASSWORD,
      token: await activationToken(ctx, moved),
    });
    expect(second.statusCode).toBe(409);
    expect(await usersOf(moved.id)).toHaveLength(1);
  });

  it('lets one of two parallel activations with the link win', async () => {
    const application = await passed('Chebet Langat');
    const token = await activationToken(ctx, application);
    const answers = await Promise.all(
      [0, 1].map(() => activate({ email: application.email, password: PASSWORD, token })),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(await usersOf(application.id)).toHaveLength(1);
  });

  /** Ages the application's links so that a sign-up without one may e-mail a fresh link. */
  async function expireLinks(applicationId: number) {
    await ctx.app.db
      .updateTable('activation_tokens')
      .set({
        created_at: new Date(Date.now() - 20 * 60_000).toISOString(),
        expires_at: new Date(Date.now() - 1000).toISOString(),
      })
      .where('application_id', '=', applicationId)
      .execute();
  }

  it('e-mails one fresh link to a burst of 40 parallel sign-ups without one (issue 44)', async () => {
    const { id, email } = await passed('Nyokabi Gathoni');
    await expireLinks(id);
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => activate({ email, password: PASSWORD })),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(40).fill(202));

    const live = await ctx.app.db
      .selectFrom('activation_tokens')
      .select('id')
      .where('application_id', '=', id)
      .where('used_at', 'is', null)
      .where('expires_at', '>', new Date().toISOString())
      .execute();
    expect(live).toHaveLength(1);
    const queued = await ctx.app.db
      .selectFrom('outbox')
      .select('status')
      .where('recipient', '=', email)
      .where('subject', '=', 'Activate your account')
      .execute();
    expect(queued).toHaveLength(1);
    // Every queued e-mail delivered, so the receiver's count is final.
    const pending = () =>
      ctx.app.db
        .selectFrom('outbox')
        .select('id')
        .where('recipient', '=', email)
        .where('status', '=', 'pending')
        .execute();
    await smtp.waitFor(async () => (await pending()).length === 0);
    const received = smtp.to(email).filter((m) => m.subject === 'Activate your account');
    expect(received).toHaveLength(1);
  });

  it('checks the link before it hashes the password: a wrong link costs no hash (issue 44)', async () => {
    const { id, email } = await passed('Wafula Barasa');
    const hash = jest.mocked(passwords.hashPassword);
    hash.mockClear();
    const wrong = await activate({ email, password: PASSWORD, token: 'not-the-link' });
    expect(wrong.statusCode).toBe(202);
    const expired = await activationToken(ctx, { id, email });
    await expireLinks(id);
    const late = await activate({ email, password: PASSWORD, token: expired });
    expect(late.statusCode).toBe(202);
    expect(hash).not.toHaveBeenCalled();

    const valid = await activationToken(ctx, { id, email });
    expect((await activate({ email, password: PASSWORD, token: valid })).statusCode).toBe(201);
    expect(hash).toHaveBeenCalledTimes(1);
  });

  it('answers 401 with a field error on email when no application has passed', async () => {
    const early = await apply(ctx);
    for (const email of [early.email, uniqueEmail()]) {
      const res = await activate({ email, password: PASSWORD, token: 'whatever' });
      expect(res.statusCode).toBe(401);
      expect(res.json().errors.email[0]).toMatch(/no passed application/i);
    }
  });

  it('answers 422 on password and email before anything else', async () => {
    const short = await activate({ email: uniqueEmail(), password: 'Ab1' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.password).toBeDefined();
    const bad = await activate({ email: 'nope', password: PASSWORD });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.email).toBeDefined();
  });
});
