import { generate } from 'otplib';
import { writeSignInPolicy } from '../src/domain/accounts/sign-in-policy.repository';
import { insertDirectory } from '../src/domain/directories/directories.repository';
import { isoNow } from '../src/lib/time';
import { hashToken } from '../src/lib/tokens';
import { createUser, login, loginAdmin } from './helpers/fixtures';
import { useSmtpReceiver } from './helpers/smtp';
import { useTestApp, type TestContext } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-db';

type Headers = Record<string, string>;
type Method = 'password' | 'two-factor' | 'passkey' | 'sso';
const NONE = { StaffTwoFactorRequired: false, StaffSsoRequired: false };
const SET_UP_FIRST = {
  message: 'Set up two-factor authentication first: your firm now requires it for staff.',
  reason: 'two-factor-set-up-required',
};
const SESSION_ENDED = { message: 'Your session has expired or is invalid. Please log in.' };
const NO_PASSWORD =
  "Your account is managed by your firm's directory and signs in with single sign-on: it has no password to reset.";
const RESET_ANSWER = {
  message: 'If an account exists for this email, a reset link has been sent.',
};

/** The app's code `steps` periods of 30 s from now (the server takes -1, 0 and +1). */
const codeAt = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

describeEachDatabase('the sign-in policy reaches open sessions (issue 89)', (dialect) => {
  // A provider configured (never asked here): without one, single sign-on is required of nobody.
  const env: Record<string, string | undefined> = {
    SSO_PROVIDERS: 'firm',
    SSO_FIRM_ISSUER: 'https://id.firm.example',
    SSO_FIRM_CLIENT_ID: 'internships',
    SSO_FIRM_CLIENT_SECRET: 'secret',
    SSO_FIRM_LABEL: 'Firm account',
  };
  const smtp = useSmtpReceiver(env);
  const ctx: TestContext = useTestApp(dialect, env);

  const inject = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    headers: Headers,
    payload?: object,
  ) => ctx.app.inject({ method, url, headers, payload });
  /** An ordinary page's call: one's own profile. */
  const ownProfile = (user: { id: number }, headers: Headers) =>
    inject('GET', `/api/User/${user.id}/edit`, headers);
  const tokenHash = (headers: Headers) => hashToken(headers.authorization.slice('Bearer '.length));
  const session = (headers: Headers) =>
    ctx.app.db
      .selectFrom('sessions')
      .select(['sign_in_method', 'revoked_at'])
      .where('token_hash', '=', tokenHash(headers))
      .executeTakeFirstOrThrow();
  /** Marks the session as one that signed in another way (the sign-in itself is tested elsewhere). */
  const signedInBy = async (headers: Headers, method: Method) => {
    await ctx.app.db
      .updateTable('sessions')
      .set({ sign_in_method: method })
      .where('token_hash', '=', tokenHash(headers))
      .execute();
    return headers;
  };
  /** An administrator's session that may change the policy whatever it requires. */
  const ssoAdmin = async () => signedInBy(await loginAdmin(ctx), 'sso');
  const setPolicy = async (admin: Headers, policy: typeof NONE) =>
    expect((await inject('PUT', '/api/Admin/SignInPolicy', admin, policy)).statusCode).toBe(200);

  it('holds back a staff password session from before "two-factor required" until it sets up a second factor', async () => {
    const admin = await ssoAdmin();
    const supervisor = await createUser(ctx, 'SUP');
    const otherSupervisorSession = await login(ctx, supervisor.email, supervisor.password);
    const administrator = await createUser(ctx, 'ADM');
    const intern = await createUser(ctx, 'INT');
    const twoFactor = await createUser(ctx, 'SUP');
    const passkey = await createUser(ctx, 'ADM');
    await signedInBy(twoFactor.headers, 'two-factor');
    await signedInBy(passkey.headers, 'passkey');
    for (const user of [supervisor, administrator, intern]) {
      expect((await ownProfile(user, user.headers)).statusCode).toBe(200);
    }

    await setPolicy(admin, { ...NONE, StaffTwoFactorRequired: true });
    for (const user of [supervisor, administrator]) {
      const held = await ownProfile(user, user.headers);
      expect(held.statusCode).toBe(403);
      expect(held.json()).toEqual(SET_UP_FIRST);
    }
    // Refused before the body is read, on a route of the role too.
    const dashboard = await inject('GET', '/api/Admin/User/Dashboard', administrator.headers);
    expect([dashboard.statusCode, dashboard.json()]).toEqual([403, SET_UP_FIRST]);
    // Interns, and staff who signed in with a second factor or single sign-on, go on.
    for (const user of [intern, twoFactor, passkey]) {
      expect((await ownProfile(user, user.headers)).statusCode).toBe(200);
    }
    expect((await inject('GET', '/api/Admin/SignInPolicy', admin)).statusCode).toBe(200);

    // What the set-up needs answers: its state, the language and theme, the set-up itself.
    const state = await inject('GET', '/api/Account/TwoFactor', supervisor.headers);
    expect(state.json()).toEqual({ Enabled: false, RecoveryCodesLeft: 0 });
    const language = { Language: 'sw' };
    expect(
      (await inject('PUT', '/api/Account/Language', supervisor.headers, language)).statusCode,
    ).toBe(204);
    expect(
      (await inject('PUT', '/api/Account/Theme', supervisor.headers, { Theme: 'dark' })).statusCode,
    ).toBe(204);
    const started = await inject('POST', '/api/Account/TwoFactor/SetUp', supervisor.headers);
    expect(started.statusCode).toBe(200);
    const secret = started.json().Secret as string;
    const wrong = await inject('POST', '/api/Account/TwoFactor/Confirm', supervisor.headers, {
      Code: '000000',
    });
    expect(wrong.statusCode).toBe(422);
    expect((await ownProfile(supervisor, supervisor.headers)).statusCode).toBe(403);
    const confirmed = await inject('POST', '/api/Account/TwoFactor/Confirm', supervisor.headers, {
      Code: await codeAt(secret),
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().RecoveryCodes).toHaveLength(10);

    // This session goes on, as one signed in with two factors; the user's other one does not.
    expect((await ownProfile(supervisor, supervisor.headers)).statusCode).toBe(200);
    expect(await session(supervisor.headers)).toMatchObject({ sign_in_method: 'two-factor' });
    const other = await ownProfile(supervisor, otherSupervisorSession);
    expect([other.statusCode, other.json()]).toEqual([403, SET_UP_FIRST]);
    expect(await session(otherSupervisorSession)).toMatchObject({ sign_in_method: 'password' });

    // Signing out stays open.
    expect((await inject('POST', '/api/logout', otherSupervisorSession)).statusCode).toBe(200);
    expect((await ownProfile(supervisor, otherSupervisorSession)).statusCode).toBe(401);
    await setPolicy(admin, NONE);
  });

  it('lets the password sessions work again once "two-factor required" is off', async () => {
    const admin = await ssoAdmin();
    const supervisor = await createUser(ctx, 'SUP');
    await setPolicy(admin, { ...NONE, StaffTwoFactorRequired: true });
    expect((await ownProfile(supervisor, supervisor.headers)).statusCode).toBe(403);
    await setPolicy(admin, NONE);
    expect((await ownProfile(supervisor, supervisor.headers)).statusCode).toBe(200);
  });

  it('ends the staff sessions that did not use single sign-on when it becomes required', async () => {
    const admin = await ssoAdmin();
    const administrator = await createUser(ctx, 'ADM');
    const supervisor = await createUser(ctx, 'SUP');
    const supervisorTwoFactor = await signedInBy(
      await login(ctx, supervisor.email, supervisor.password),
      'two-factor',
    );
    const supervisorSso = await signedInBy(
      await login(ctx, supervisor.email, supervisor.password),
      'sso',
    );
    const intern = await createUser(ctx, 'INT');

    await setPolicy(admin, { ...NONE, StaffSsoRequired: true });
    for (const [user, headers] of [
      [administrator, administrator.headers],
      [supervisor, supervisor.headers],
      [supervisor, supervisorTwoFactor],
    ] as const) {
      const ended = await ownProfile(user, headers);
      expect([ended.statusCode, ended.json()]).toEqual([401, SESSION_ENDED]);
      expect((await session(headers)).revoked_at).toEqual(expect.any(String));
    }
    expect((await ownProfile(supervisor, supervisorSso)).statusCode).toBe(200);
    expect((await ownProfile(intern, intern.headers)).statusCode).toBe(200);
    expect((await inject('GET', '/api/Admin/SignInPolicy', admin)).statusCode).toBe(200);
    // Their password no longer signs them in.
    const again = await inject(
      'POST',
      '/api/login',
      {},
      {
        email: supervisor.email,
        password: supervisor.password,
      },
    );
    expect(again.statusCode).toBe(403);
    await setPolicy(admin, NONE);
  });

  it('gives no password to a person a directory manages while single sign-on is required', async () => {
    const directory = await insertDirectory(ctx.app.db, {
      name: 'Entra ID',
      tokenHash: hashToken(`directory-${dialect}`),
      now: isoNow(),
    });
    const managed = await createUser(ctx, 'SUP');
    const own = await createUser(ctx, 'SUP');
    await ctx.app.db
      .updateTable('users')
      .set({ directory_id: directory })
      .where('id', '=', managed.id)
      .execute();
    const requestReset = (email: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/PasswordReset', payload: { email } });
    const linkIn = (text = '') => /\/resetPassword\/([\w-]+)/.exec(text)?.[1];

    // Before single sign-on is required, a reset link as anyone's.
    const before = await smtp.next(managed.email, () => requestReset(managed.email));
    const token = linkIn(before.text);
    expect(token).toBeDefined();

    const ssoRequired = { staffTwoFactorRequired: false, staffSsoRequired: true };
    await writeSignInPolicy(ctx.app.db, ssoRequired, 1, isoNow());
    // The answer is everyone's; the e-mail says why, with no link.
    let answer: { json: () => unknown } | undefined;
    const told = await smtp.next(managed.email, async () => {
      answer = await requestReset(managed.email);
    });
    expect(answer?.json()).toEqual(RESET_ANSWER);
    expect((await requestReset('nobody@test.example')).json()).toEqual(RESET_ANSWER);
    expect(told.subject).toBe('Your account has no password to reset');
    expect(told.text).toContain(NO_PASSWORD);
    expect(told.text).toContain('http://app.test/login');
    expect(linkIn(told.text)).toBeUndefined();
    // One such e-mail an hour, whoever asks.
    expect((await requestReset(managed.email)).statusCode).toBe(200);
    const queued = await ctx.app.db
      .selectFrom('outbox')
      .select('subject')
      .where('recipient', '=', managed.email)
      .execute();
    expect(queued.map((row) => row.subject)).toEqual([
      'Reset your password',
      'Your account has no password to reset',
    ]);

    // The link sent before is refused, saying why; the password stays as it was.
    const { password_hash } = await ctx.app.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', managed.id)
      .executeTakeFirstOrThrow();
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/Reset',
      payload: { token, password: 'Kettle-meadow-42' },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ token: [NO_PASSWORD] });
    const after = await ctx.app.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', managed.id)
      .executeTakeFirstOrThrow();
    expect(after.password_hash).toBe(password_hash);

    // A supervisor the directory does not manage still gets a link.
    const link = await smtp.next(own.email, () => requestReset(own.email));
    expect(linkIn(link.text)).toBeDefined();
    await writeSignInPolicy(ctx.app.db, { ...ssoRequired, staffSsoRequired: false }, 1, isoNow());
  });
});
