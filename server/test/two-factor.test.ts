import { generate } from 'otplib';
import { strFromU8, unzipSync } from 'fflate';
import { writeSignInPolicy } from '../src/domain/accounts/sign-in-policy.repository';
import { eraseUser } from '../src/domain/personal-data/erasure.service';
import { personalDataZip } from '../src/domain/personal-data/personal-data-export';
import { insertUser } from '../src/domain/users/users.repository';
import { hashPassword } from '../src/lib/passwords';
import { isoNow } from '../src/lib/time';
import { loadConfig } from '../src/config';
import { runServerCommand } from './helpers/commands';
import { backupOf, commandEnv, restoredApp } from './helpers/copies';
import { loginAdmin, uniqueEmail } from './helpers/fixtures';
import { useSmtpReceiver } from './helpers/smtp';
import { stopTestApp, useTestApp, type TestContext } from './helpers/test-app';
import { createTestDatabase, describeEachDatabase } from './helpers/test-db';

type Headers = Record<string, string>;
const PASSWORD = 'Two-factor-pass-1';
const OTHER_KEY = Buffer.alloc(32, 7).toString('base64');

/** The app's code `steps` periods of 30 s from now (the server takes -1, 0 and +1). */
const codeAt = (secret: string, steps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

describeEachDatabase('Two-factor with an authenticator app (issue 68)', (dialect) => {
  const env: Record<string, string | undefined> = {};
  const smtp = useSmtpReceiver(env);
  const ctx: TestContext = useTestApp(dialect, env);

  async function account(role: 'INT' | 'SUP' | 'ADM' = 'SUP', language: 'en' | 'sw' = 'en') {
    const email = uniqueEmail('totp');
    const id = await insertUser(ctx.app.db, {
      name: 'Neema Wafula',
      email,
      role,
      password_hash: await hashPassword(ctx.config, PASSWORD),
      position_id: 1,
      language,
    });
    return { id, email };
  }

  const post = (url: string, payload?: object, headers: Headers = {}) =>
    ctx.app.inject({ method: 'POST', url, payload, headers });
  const passwordStep = (email: string, password = PASSWORD) =>
    post('/api/login', { email, password });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  async function signedIn(email: string) {
    const res = await passwordStep(email);
    expect(res.statusCode).toBe(200);
    return bearer(res.json().token as string);
  }

  /** Sets two-factor up from the profile: the secret and the ten recovery codes. */
  async function setUp(headers: Headers) {
    const started = await post('/api/Account/TwoFactor/SetUp', undefined, headers);
    expect(started.statusCode).toBe(200);
    const { Secret, Uri, QrCode } = started.json();
    expect(Uri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    expect(QrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    const confirmed = await post(
      '/api/Account/TwoFactor/Confirm',
      { Code: await codeAt(Secret) },
      headers,
    );
    expect(confirmed.statusCode).toBe(200);
    return { secret: Secret as string, codes: confirmed.json().RecoveryCodes as string[] };
  }

  async function withTwoFactor(role: 'INT' | 'SUP' | 'ADM' = 'SUP') {
    const user = await account(role);
    const headers = await signedIn(user.email);
    return { ...user, headers, ...(await setUp(headers)) };
  }

  async function secondStepToken(email: string) {
    const res = await passwordStep(email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ SecondFactor: { Token: expect.any(String), Methods: ['totp'] } });
    return res.json().SecondFactor.Token as string;
  }

  it('sets up with a QR code and a code, keeps the secret sealed, and asks a code after the password', async () => {
    const user = await withTwoFactor();
    expect(user.codes).toHaveLength(10);
    expect(new Set(user.codes).size).toBe(10);
    const state = await ctx.app.inject({
      method: 'GET',
      url: '/api/Account/TwoFactor',
      headers: user.headers,
    });
    expect(state.json()).toEqual({ Enabled: true, RecoveryCodesLeft: 10 });
    const stored = await ctx.app.db
      .selectFrom('two_factor_secrets')
      .select('secret')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(stored.secret).not.toContain(user.secret);
    expect(stored.secret).toMatch(/^v1\./);
    const hashes = await ctx.app.db
      .selectFrom('two_factor_recovery_codes')
      .select('code_hash')
      .where('user_id', '=', user.id)
      .execute();
    expect(hashes.map((row) => row.code_hash)).not.toContain(user.codes[0]);

    const token = await secondStepToken(user.email);
    const res = await post('/api/login/TwoFactor', {
      Token: token,
      Code: await codeAt(user.secret, 1),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { user_id: user.id }, Role: ['SUP'] });
    const session = await ctx.app.db
      .selectFrom('sessions')
      .select('sign_in_method')
      .where('user_id', '=', user.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(session.sign_in_method).toBe('two-factor');
  });

  it('refuses a wrong code, a code used before, and a replayed pending sign-in', async () => {
    const user = await withTwoFactor();
    const token = await secondStepToken(user.email);
    const wrong = await post('/api/login/TwoFactor', { Token: token, Code: '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('This code is not right. Enter the code your app shows now.');
    // The code that confirmed the set-up is spent: its time step was taken.
    const reused = await post('/api/login/TwoFactor', {
      Token: token,
      Code: await codeAt(user.secret),
    });
    expect(reused.statusCode).toBe(401);
    const code = await codeAt(user.secret, 1);
    expect((await post('/api/login/TwoFactor', { Token: token, Code: code })).statusCode).toBe(200);
    const replay = await post('/api/login/TwoFactor', { Token: token, Code: code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(
      'This sign-in has expired or was already used. Sign in again.',
    );
    // The same code with a new pending sign-in: used once already.
    const again = await post('/api/login/TwoFactor', {
      Token: await secondStepToken(user.email),
      Code: code,
    });
    expect(again.statusCode).toBe(401);
  });

  it('the second step cannot be skipped: the pending token opens nothing else', async () => {
    const user = await withTwoFactor();
    const token = await secondStepToken(user.email);
    const answer = await passwordStep(user.email);
    expect(answer.json()).not.toHaveProperty('token');
    for (const url of ['/api/Account/Sessions', '/api/Account/TwoFactor', `/api/User/${user.id}`]) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect([url, res.statusCode]).toEqual([url, 401]);
    }
    const setUpRoute = await post('/api/login/TwoFactor/SetUp', { Token: token });
    expect(setUpRoute.statusCode).toBe(401);
  });

  it('takes each recovery code once, and counts them down', async () => {
    const user = await withTwoFactor();
    const [first, second] = user.codes;
    const use = async (code: string) =>
      post('/api/login/TwoFactor', {
        Token: await secondStepToken(user.email),
        RecoveryCode: code,
      });
    expect((await use(first.toUpperCase())).statusCode).toBe(200);
    expect((await use(first)).statusCode).toBe(401);
    const res = await use(` ${second.replace('-', '')} `);
    expect(res.statusCode).toBe(200);
    const state = await ctx.app.inject({
      method: 'GET',
      url: '/api/Account/TwoFactor',
      headers: bearer(res.json().token as string),
    });
    expect(state.json()).toEqual({ Enabled: true, RecoveryCodesLeft: 8 });
  });

  it('locks the second step after 5 wrong codes in 15 minutes, even for a right one', async () => {
    const user = await withTwoFactor();
    const token = await secondStepToken(user.email);
    for (let i = 0; i < 5; i += 1) {
      const res = await post('/api/login/TwoFactor', { Token: token, Code: '999999' });
      expect(res.statusCode).toBe(401);
    }
    const locked = await post('/api/login/TwoFactor', {
      Token: await secondStepToken(user.email),
      Code: await codeAt(user.secret, 1),
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many wrong codes. Try again later.');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    const recovery = await post('/api/login/TwoFactor', {
      Token: token,
      RecoveryCode: user.codes[0],
    });
    expect(recovery.statusCode).toBe(429);
  });

  it('turns off with the password and a code, not without both', async () => {
    const user = await withTwoFactor('INT');
    const disable = (payload: object) =>
      post('/api/Account/TwoFactor/Disable', payload, user.headers);
    const wrongPassword = await disable({ Password: 'not-it-1', Code: user.codes[0] });
    expect(wrongPassword.statusCode).toBe(422);
    expect(wrongPassword.json().errors).toEqual({ Password: ['The password is not right.'] });
    const wrongCode = await disable({ Password: PASSWORD, Code: '123456' });
    expect(wrongCode.statusCode).toBe(422);
    expect((await disable({ Password: PASSWORD, Code: user.codes[1] })).statusCode).toBe(200);
    const answer = await passwordStep(user.email);
    expect(answer.json()).toHaveProperty('token');
    expect(
      await ctx.app.db
        .selectFrom('two_factor_secrets')
        .selectAll()
        .where('user_id', '=', user.id)
        .execute(),
    ).toEqual([]);
  });

  it('asks staff to set it up before any session when the policy requires it', async () => {
    const admin = await ctx.app.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'ADM')
      .executeTakeFirstOrThrow();
    await writeSignInPolicy(
      ctx.app.db,
      { staffTwoFactorRequired: true, staffSsoRequired: false },
      admin.id,
      isoNow(),
    );
    try {
      const intern = await account('INT');
      expect((await passwordStep(intern.email)).json()).toHaveProperty('token');
      const supervisor = await account('SUP');
      const sessionsBefore = await ctx.app.db
        .selectFrom('sessions')
        .select('id')
        .where('user_id', '=', supervisor.id)
        .execute();
      const first = await passwordStep(supervisor.email);
      expect(first.json()).toEqual({ TwoFactorSetUp: { Token: expect.any(String) } });
      const { Token } = first.json().TwoFactorSetUp;
      expect(
        (
          await ctx.app.inject({
            method: 'GET',
            url: '/api/Account/Sessions',
            headers: bearer(Token),
          })
        ).statusCode,
      ).toBe(401);
      const setUp = await post('/api/login/TwoFactor/SetUp', { Token });
      expect(setUp.statusCode).toBe(200);
      const wrong = await post('/api/login/TwoFactor/Confirm', { Token, Code: '000000' });
      expect(wrong.statusCode).toBe(422);
      expect(sessionsBefore).toEqual([]);
      const done = await post('/api/login/TwoFactor/Confirm', {
        Token,
        Code: await codeAt(setUp.json().Secret as string),
      });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toMatchObject({ user: { user_id: supervisor.id } });
      expect(done.json().RecoveryCodes).toHaveLength(10);
      const replay = await post('/api/login/TwoFactor/Confirm', {
        Token,
        Code: await codeAt(setUp.json().Secret as string, 1),
      });
      expect(replay.statusCode).toBe(401);
      // From now on the password leads to the code.
      expect((await passwordStep(supervisor.email)).json()).toHaveProperty('SecondFactor');
    } finally {
      await writeSignInPolicy(
        ctx.app.db,
        { staffTwoFactorRequired: false, staffSsoRequired: false },
        admin.id,
        isoNow(),
      );
    }
  });

  it("an administrator resets another's second factor: recorded, and the user e-mailed in their language", async () => {
    const user = await account('SUP', 'sw');
    const headers = await signedIn(user.email);
    await setUp(headers);
    const admin = await loginAdmin(ctx);
    const reset = () =>
      ctx.app.inject({
        method: 'DELETE',
        url: `/api/Admin/User/${user.id}/TwoFactor`,
        headers: admin,
      });
    const mail = await smtp.next(user.email, async () =>
      expect((await reset()).statusCode).toBe(200),
    );
    expect(mail.subject).toBe('Uthibitishaji wako wa hatua mbili umewekwa upya');
    expect(mail.text).toContain('http://app.test/login');
    expect((await reset()).statusCode).toBe(409);
    const events = await ctx.app.db
      .selectFrom('account_events')
      .select(['kind', 'by_user_id'])
      .where('user_id', '=', user.id)
      .execute();
    const adminRow = await ctx.app.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'ADM')
      .executeTakeFirstOrThrow();
    expect(events).toEqual([{ kind: 'two-factor-reset', by_user_id: adminRow.id }]);
    expect((await passwordStep(user.email)).json()).toHaveProperty('token');
    const byOther = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/Admin/User/${user.id}/TwoFactor`,
      headers,
    });
    expect(byOther.statusCode).toBe(403);
  });

  it('lists the factor in the data copy, never the secret, and erasure removes it', async () => {
    const user = await withTwoFactor('INT');
    const zip = await personalDataZip(ctx.app.db, { userId: user.id });
    const data = strFromU8(unzipSync(zip!)['personal-data.json']);
    expect(JSON.parse(data).authenticatorApp).toEqual({
      setUpAt: expect.any(String),
      recoveryCodesLeft: 10,
    });
    expect(data).not.toContain(user.secret);
    expect(data).not.toContain(user.codes[0]);
    const admin = await ctx.app.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'ADM')
      .executeTakeFirstOrThrow();
    expect(await eraseUser(ctx.app.db, user.id, admin.id)).toBe('erased');
    for (const table of ['two_factor_secrets', 'two_factor_recovery_codes'] as const) {
      const rows = await ctx.app.db
        .selectFrom(table)
        .select('user_id')
        .where('user_id', '=', user.id)
        .execute();
      expect([table, rows]).toEqual([table, []]);
    }
  });

  it('a backup restores with its SECRETS_KEY, and says so without it', async () => {
    const user = await withTwoFactor();
    const file = await backupOf(ctx);
    const target = await createTestDatabase(dialect);
    try {
      const refused = await runServerCommand('src/cli/restore.ts', [file], {
        ...commandEnv(ctx),
        DATABASE_URL: target.url,
        SECRETS_KEY: OTHER_KEY,
      });
      expect(refused.code).not.toBe(0);
      expect(refused.stderr).toContain('two_factor_secrets sealed with another SECRETS_KEY');
      expect(refused.stderr).toContain('nothing was changed');
    } finally {
      await target.drop();
    }
    const { ctx: copy } = await restoredApp(dialect, file, ctx.config.BACKUP_DIR);
    try {
      const res = await copy.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: user.email, password: PASSWORD },
      });
      const code = await codeAt(user.secret, 1);
      const second = await copy.app.inject({
        method: 'POST',
        url: '/api/login/TwoFactor',
        payload: { Token: res.json().SecondFactor.Token, Code: code },
      });
      expect(second.statusCode).toBe(200);
    } finally {
      await stopTestApp(copy);
    }
  });
});

describe('SECRETS_KEY', () => {
  it('is required in production, and a key of the wrong size is refused without showing it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /SECRETS_KEY=\(value hidden\): is required in production/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', SECRETS_KEY: 'c2hvcnQ=' })).toThrow(
      /SECRETS_KEY=\(value hidden\): must be 32 random bytes/,
    );
    const hex = 'ab'.repeat(32);
    expect(loadConfig({ NODE_ENV: 'production', SECRETS_KEY: hex }).secretsKey).toEqual(
      Buffer.from(hex, 'hex'),
    );
    expect(loadConfig({ NODE_ENV: 'production', SECRETS_KEY: OTHER_KEY }).secretsKey).toEqual(
      Buffer.alloc(32, 7),
    );
  });
});
