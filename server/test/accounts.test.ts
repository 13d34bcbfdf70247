import fs from 'node:fs';
import argon2 from 'argon2';
import path from 'node:path';
import { buildApp } from '../src/app';
import { hashToken } from '../src/lib/tokens';
import { createUser, login, loginAdmin, uniqueEmail } from './helpers/fixtures';
import { ADMIN, startTestApp, stopTestApp, useTestApp, type TestContext } from './helpers/test-app';
import { useSmtpReceiver } from './helpers/smtp';
import { describeEachDatabase } from './helpers/test-db';

const post = (ctx: TestContext, url: string, payload: object, headers = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers });

async function lastMailTo(ctx: TestContext, email: string) {
  return ctx.app.db
    .selectFrom('outbox')
    .selectAll()
    .where('recipient', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

const tokenFrom = (text: string) => /\/resetPassword\/([\w-]+)/.exec(text)?.[1] as string;

describeEachDatabase('accounts and sessions', (dialect) => {
  const env: Record<string, string | undefined> = {};
  const smtp = useSmtpReceiver(env);
  const ctx = useTestApp(dialect, env);
  const resetLinkFor = async (email: string) =>
    tokenFrom(
      (await smtp.next(email, () => post(ctx, '/api/PasswordReset', { email }))).text ?? '',
    );

  describe('POST /api/login', () => {
    it('answers the user, the role array and an opaque token stored only hashed', async () => {
      const res = await post(ctx, '/api/login', { email: ADMIN.email, password: ADMIN.password });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toEqual({
        // Issue 57: the language of their e-mails (the request's at a first sign-in).
        // Issue 67: the theme they chose, null until they choose one.
        user: { Name: 'Administrator', user_id: expect.any(Number), Language: 'en', Theme: null },
        Role: ['ADM'],
        token: expect.stringMatching(/^[\w-]{40,}$/),
      });
      const rows = await ctx.app.db.selectFrom('sessions').select('token_hash').execute();
      expect(rows.map((row) => row.token_hash)).toContain(hashToken(body.token));
      expect(rows.map((row) => row.token_hash)).not.toContain(body.token);
    });

    it('stores passwords as argon2id hashes', async () => {
      const user = await ctx.app.db
        .selectFrom('users')
        .select('password_hash')
        .where('email', '=', ADMIN.email)
        .executeTakeFirstOrThrow();
      expect(user.password_hash).toMatch(/^\$argon2id\$/);
    });

    it('answers 401 "Invalid email or password" for a wrong password and an unknown e-mail', async () => {
      const wrong = await post(ctx, '/api/login', { email: ADMIN.email, password: 'nope-123' });
      const unknown = await post(ctx, '/api/login', { email: uniqueEmail(), password: 'nope-123' });
      for (const res of [wrong, unknown]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ message: 'Invalid email or password' });
      }
      await post(ctx, '/api/login', { email: ADMIN.email, password: ADMIN.password });
    });

    it('answers 422 keyed by email and password', async () => {
      const res = await post(ctx, '/api/login', { email: 'not-an-email' });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'password']);
    });

    it('locks an e-mail out after 5 failures in 15 minutes (429 with Retry-After)', async () => {
      const user = await createUser(ctx, 'INT');
      for (let i = 0; i < 5; i++) {
        const res = await post(ctx, '/api/login', { email: user.email, password: 'wrong-pass-1' });
        expect(res.statusCode).toBe(401);
      }
      const locked = await post(ctx, '/api/login', { email: user.email, password: user.password });
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
      // Failures older than 15 minutes no longer count.
      await ctx.app.db
        .updateTable('login_failures')
        .set({ created_at: new Date(Date.now() - 16 * 60_000).toISOString() })
        .where('email', '=', user.email)
        .execute();
      const again = await post(ctx, '/api/login', { email: user.email, password: user.password });
      expect(again.statusCode).toBe(200);
    });

    it('checks at most 5 passwords of parallel wrong logins; the rest are 429', async () => {
      const user = await createUser(ctx, 'INT');
      const answers = await Promise.all(
        Array.from({ length: 12 }, () =>
          post(ctx, '/api/login', { email: user.email, password: 'wrong-pass-1' }),
        ),
      );
      const statuses = answers.map((res) => res.statusCode);
      expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(7);
      expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
      // Each checked wrong password is a failure; refused attempts are not.
      const failures = await ctx.app.db
        .selectFrom('login_failures')
        .select('id')
        .where('email', '=', user.email)
        .execute();
      expect(failures).toHaveLength(statuses.filter((status) => status === 401).length);
    });

    it('refuses the right password sent in parallel with wrong ones once 5 have failed', async () => {
      const user = await createUser(ctx, 'SUP');
      const wrong = () => post(ctx, '/api/login', { email: user.email, password: 'wrong-pass-1' });
      const first = await Promise.all(Array.from({ length: 5 }, wrong));
      expect(first.map((res) => res.statusCode)).toEqual([401, 401, 401, 401, 401]);
      const answers = await Promise.all([
        ...Array.from({ length: 6 }, wrong),
        post(ctx, '/api/login', { email: user.email, password: user.password }),
      ]);
      expect(answers.map((res) => res.statusCode)).toEqual(Array(7).fill(429));
      const sessions = await ctx.app.db
        .selectFrom('sessions')
        .select('id')
        .where('user_id', '=', user.id)
        .execute();
      // createUser's own login only.
      expect(sessions).toHaveLength(1);
    });

    it("does not lock the owner's address out for a stranger's failures from another", async () => {
      const user = await createUser(ctx, 'INT');
      const guess = (remoteAddress: string, password = 'wrong-pass-1') =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: user.email, password },
          remoteAddress,
        });
      const stranger = [];
      for (let i = 0; i < 6; i++) stranger.push((await guess('10.44.0.1')).statusCode);
      expect(stranger).toEqual([401, 401, 401, 401, 401, 429]);
      expect((await guess('10.44.0.1', user.password)).statusCode).toBe(429);
      // The owner, from their own address (inject's default), still logs in.
      const own = await post(ctx, '/api/login', { email: user.email, password: user.password });
      expect(own.statusCode).toBe(200);
    });

    it('locks an e-mail out from every address after 25 failures in 15 minutes', async () => {
      const user = await createUser(ctx, 'SUP');
      const guess = (remoteAddress: string, password = 'wrong-pass-1') =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: user.email, password },
          remoteAddress,
        });
      const codes = [];
      for (let address = 1; address <= 5; address++) {
        for (let i = 0; i < 5; i++) codes.push((await guess(`10.45.0.${address}`)).statusCode);
      }
      expect(codes).toEqual(Array(25).fill(401));
      const locked = await guess('10.45.0.9', user.password);
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
      expect(
        (await post(ctx, '/api/login', { email: user.email, password: user.password })).statusCode,
      ).toBe(429);
    });

    it('lets a password reset clear the failures of the account', async () => {
      const user = await createUser(ctx, 'INT');
      for (let i = 0; i < 5; i++) {
        await post(ctx, '/api/login', { email: user.email, password: 'wrong-pass-1' });
      }
      const locked = await post(ctx, '/api/login', { email: user.email, password: user.password });
      expect(locked.statusCode).toBe(429);
      const token = await resetLinkFor(user.email);
      expect(
        (await post(ctx, '/api/Reset', { token, password: 'Kettle-meadow-42' })).statusCode,
      ).toBe(200);
      const res = await post(ctx, '/api/login', {
        email: user.email,
        password: 'Kettle-meadow-42',
      });
      expect(res.statusCode).toBe(200);
    });

    it('lets a correct login clear earlier failures', async () => {
      const user = await createUser(ctx, 'SUP');
      for (let i = 0; i < 4; i++) {
        await post(ctx, '/api/login', { email: user.email, password: 'wrong-pass-1' });
      }
      expect(
        (await post(ctx, '/api/login', { email: user.email, password: user.password })).statusCode,
      ).toBe(200);
      for (let i = 0; i < 4; i++) {
        await post(ctx, '/api/login', { email: user.email, password: 'wrong-pass-1' });
      }
      expect(
        (await post(ctx, '/api/login', { email: user.email, password: user.password })).statusCode,
      ).toBe(200);
    });

    it('refuses archived accounts', async () => {
      const user = await createUser(ctx, 'INT');
      await ctx.app.db
        .updateTable('users')
        .set({ archived_at: new Date().toISOString() })
        .where('id', '=', user.id)
        .execute();
      const res = await post(ctx, '/api/login', { email: user.email, password: user.password });
      expect(res.statusCode).toBe(401);
      const old = await post(ctx, '/api/logout', {}, user.headers);
      expect(old.statusCode).toBe(401);
    });
  });

  describe('sessions', () => {
    it('POST /api/logout revokes the token in use only', async () => {
      const first = await loginAdmin(ctx);
      const second = await loginAdmin(ctx);
      const res = await post(ctx, '/api/logout', {}, first);
      expect(res.statusCode).toBe(200);
      const dashboard = (headers: Record<string, string>) =>
        ctx.app.inject({ method: 'GET', url: '/api/Admin/User/Dashboard', headers });
      expect((await dashboard(first)).statusCode).toBe(401);
      expect((await dashboard(second)).statusCode).toBe(200);
    });

    it('POST /api/logout without a token is 401', async () => {
      expect((await post(ctx, '/api/logout', {})).statusCode).toBe(401);
      const bad = await post(ctx, '/api/logout', {}, { authorization: 'Bearer made-up' });
      expect(bad.statusCode).toBe(401);
    });

    it.each([
      ['after 7 days', { expires_at: new Date(Date.now() - 1000).toISOString() }],
      [
        'after 24 hours unused',
        { last_used_at: new Date(Date.now() - 25 * 3600_000).toISOString() },
      ],
    ])('expires %s', async (_label, change) => {
      const user = await createUser(ctx, 'INT');
      await ctx.app.db.updateTable('sessions').set(change).where('user_id', '=', user.id).execute();
      const res = await post(ctx, '/api/logout', {}, user.headers);
      expect(res.statusCode).toBe(401);
    });
  });

  describe('password rule (decisions §3)', () => {
    const activate = (password: string) =>
      post(ctx, '/api/Account/Activate', { email: uniqueEmail(), password });

    it.each([
      ['11 characters', 'abcdefghij1', 'The password must be at least 12 characters.'],
      ['129 characters', 'x'.repeat(129), 'The password must be at most 128 characters.'],
      [
        'a common password',
        'qwerty123456',
        'This password is too common. Choose one that is harder to guess.',
      ],
      [
        'a common password in capitals',
        'QWERTY123456',
        'This password is too common. Choose one that is harder to guess.',
      ],
    ])('refuses %s with a field error', async (_label, password, message) => {
      const res = await activate(password);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ password: [message] });
    });

    it.each([
      ['12 characters without digits or capitals', 'kettlemeadow'],
      ['128 characters', 'k'.repeat(120) + 'meadow42'],
      ['spaces and any script', 'чайник на лугу 42'],
    ])('accepts %s', async (_label, password) => {
      // Past the rule, activation finds no application for the e-mail.
      expect((await activate(password)).statusCode).toBe(401);
    });

    it('sets a password by a reset link only when it meets the rule', async () => {
      const user = await createUser(ctx, 'INT');
      const token = await resetLinkFor(user.email);
      const common = await post(ctx, '/api/Reset', { token, password: 'password1234' });
      expect(common.json().errors.password).toEqual([
        'This password is too common. Choose one that is harder to guess.',
      ]);
      expect(
        (await post(ctx, '/api/Reset', { token, password: 'Kettle-meadow-42' })).statusCode,
      ).toBe(200);
    });

    it('keeps older, shorter passwords working at login', async () => {
      const user = await createUser(ctx, 'SUP', 'Short-1');
      expect(
        (await post(ctx, '/api/login', { email: user.email, password: 'Short-1' })).statusCode,
      ).toBe(200);
    });
  });

  describe('password reset', () => {
    it('checks the token before hashing the new password', async () => {
      const hash = jest.spyOn(argon2, 'hash');
      try {
        const res = await post(ctx, '/api/Reset', {
          token: 'not-a-real-link',
          password: 'Kettle-meadow-42',
        });
        expect(res.statusCode).toBe(422);
        expect(res.json().errors.token).toHaveLength(1);
        expect(hash).not.toHaveBeenCalled();
      } finally {
        hash.mockRestore();
      }
    });

    it('always answers 200 and e-mails a link only to a known account', async () => {
      const unknown = uniqueEmail();
      const none = await post(ctx, '/api/PasswordReset', { email: unknown });
      expect(none.statusCode).toBe(200);
      expect(await lastMailTo(ctx, unknown)).toBeUndefined();

      const user = await createUser(ctx, 'SUP');
      let res = none;
      const mail = await smtp.next(user.email, async () => {
        res = await post(ctx, '/api/PasswordReset', { email: user.email });
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(none.json().message);
      expect(mail.text).toContain('http://app.test/resetPassword/');
      expect(smtp.to(unknown)).toHaveLength(0);

      // Delivered: the outbox keeps who, what and when, not the live link.
      const token = tokenFrom(mail.text ?? '');
      await smtp.waitFor(async () => (await lastMailTo(ctx, user.email))?.status === 'sent');
      const row = await lastMailTo(ctx, user.email);
      expect(row).toMatchObject({
        subject: 'Reset your password',
        body_text: '',
        attachments: null,
      });
      expect(row?.sent_at).toEqual(expect.any(String));
      expect(JSON.stringify(row)).not.toContain(token);
    });

    it('answers 422 on email when malformed', async () => {
      const res = await post(ctx, '/api/PasswordReset', { email: 'x' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.email).toBeDefined();
    });

    it('sets the password, revokes every session, and works once', async () => {
      const user = await createUser(ctx, 'INT');
      const other = await login(ctx, user.email, user.password);
      const token = await resetLinkFor(user.email);

      const weak = await post(ctx, '/api/Reset', { token, password: 'short' });
      expect(weak.statusCode).toBe(422);
      expect(weak.json().errors.password).toBeDefined();

      const res = await post(ctx, '/api/Reset', { token, password: 'New-passw0rd' });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Password Reset Successfully!');
      for (const headers of [user.headers, other]) {
        expect((await post(ctx, '/api/logout', {}, headers)).statusCode).toBe(401);
      }
      const old = await post(ctx, '/api/login', { email: user.email, password: user.password });
      expect(old.statusCode).toBe(401);
      await login(ctx, user.email, 'New-passw0rd');

      const reuse = await post(ctx, '/api/Reset', { token, password: 'Another-passw0rd' });
      expect(reuse.statusCode).toBe(422);
      expect(reuse.json().errors.token).toBeDefined();
    });

    it('refuses an expired or unknown token, and older links after a reset', async () => {
      const user = await createUser(ctx, 'INT');
      const first = await resetLinkFor(user.email);
      const second = await resetLinkFor(user.email);
      await ctx.app.db
        .updateTable('one_time_tokens')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('token_hash', '=', hashToken(first))
        .execute();
      const expired = await post(ctx, '/api/Reset', { token: first, password: 'New-passw0rd' });
      expect(expired.statusCode).toBe(422);
      const unknown = await post(ctx, '/api/Reset', { token: 'nope', password: 'New-passw0rd' });
      expect(unknown.statusCode).toBe(422);

      const third = await resetLinkFor(user.email);
      expect(
        (await post(ctx, '/api/Reset', { token: third, password: 'New-passw0rd' })).statusCode,
      ).toBe(200);
      const older = await post(ctx, '/api/Reset', { token: second, password: 'New-passw0rd2' });
      expect(older.statusCode).toBe(422);
    });
  });
});

describe('first administrator', () => {
  it('is generated when ADMIN_EMAIL and ADMIN_PASSWORD are unset, with the password in a 0600 file only', async () => {
    const logLines: string[] = [];
    const logger = { level: 'info', stream: { write: (line: string) => logLines.push(line) } };
    let ctx: TestContext | undefined;
    try {
      ctx = await startTestApp('sqlite', { ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined });
      await ctx.app.close();
      // The same start again, with a fresh database and the log captured.
      await ctx.database.drop();
      fs.rmSync(path.join(ctx.dataDir, 'initial-admin-password'));
      const app = await buildApp(ctx.config, { logger });
      await app.ready();
      ctx = { ...ctx, app };
      const file = path.join(ctx.dataDir, 'initial-admin-password');
      const [email, password] = fs.readFileSync(file, 'utf8').trim().split('\n');
      expect(email).toBe('admin@example.com');
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      const log = logLines.join('');
      expect(log).toContain(file);
      expect(log).not.toContain(password);

      // The first login asks for a new password: no session, a reset link's token instead.
      const first = await post(ctx, '/api/login', { email, password });
      expect(first.statusCode).toBe(403);
      expect(first.json()).toEqual({
        message: 'Choose a new password to finish setting up your account.',
        resetToken: expect.stringMatching(/^[\w-]{40,}$/),
      });
      expect(await ctx.app.db.selectFrom('sessions').select('id').execute()).toHaveLength(0);
      const reset = await post(ctx, '/api/Reset', {
        token: first.json().resetToken,
        password: 'Kettle-meadow-42',
      });
      expect(reset.statusCode).toBe(200);
      expect((await post(ctx, '/api/login', { email, password })).statusCode).toBe(401);
      const own = await post(ctx, '/api/login', { email, password: 'Kettle-meadow-42' });
      expect(own.json().Role).toEqual(['ADM']);

      // A restart does not create a second administrator.
      await ctx.app.close();
      const again = await buildApp(ctx.config);
      await again.ready();
      const admins = await again.db
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'ADM')
        .execute();
      expect(admins).toHaveLength(1);
      await again.close();
      ctx = { ...ctx, app: { close: async () => undefined } as never };
    } finally {
      await stopTestApp(ctx);
    }
  });
});
