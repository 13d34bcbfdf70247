import { strFromU8, unzipSync } from 'fflate';
import { generate } from 'otplib';
import { writeSignInPolicy } from '../src/domain/accounts/sign-in-policy.repository';
import { archiveUser } from '../src/domain/people/people.repository';
import { eraseUser } from '../src/domain/personal-data/erasure.service';
import { personalDataZip } from '../src/domain/personal-data/personal-data-export';
import { isoNow } from '../src/lib/time';
import { backupOf, otherDialect, restoredApp } from './helpers/copies';
import { createUser } from './helpers/fixtures';
import { SoftwareAuthenticator } from './helpers/software-authenticator';
import { stopTestApp, useTestApp, type TestContext } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-db';

type Headers = Record<string, string>;

const ORIGIN = 'http://app.test';
const EXPIRED = 'This passkey request has expired or was already used. Please try again.';
const NOT_VERIFIED = 'This passkey could not be verified.';
const PROVIDER = {
  id: 'firm',
  label: 'Firm account',
  issuer: 'https://id.firm.test',
  clientId: 'internship',
  clientSecret: 'secret',
};
const UNKNOWN = 'This passkey is not registered for any account here.';

describeEachDatabase('Passkeys (issue 68)', (dialect) => {
  const ctx: TestContext = useTestApp(dialect);

  const post = (url: string, payload?: object, headers: Headers = {}) =>
    ctx.app.inject({ method: 'POST', url, payload, headers });
  const list = (headers: Headers) =>
    ctx.app.inject({ method: 'GET', url: '/api/Account/Passkeys', headers });

  /** A passkey made and registered from the user's profile. */
  async function addPasskey(headers: Headers, name = 'Work laptop') {
    const authenticator = new SoftwareAuthenticator(ORIGIN, 'app.test');
    const options = await post('/api/Account/Passkeys/Options', undefined, headers);
    expect(options.statusCode).toBe(200);
    const Response = authenticator.register(options.json());
    const res = await post('/api/Account/Passkeys', { Name: name, Response }, headers);
    expect(res.statusCode).toBe(201);
    return { authenticator, id: res.json().Id as number };
  }

  const signInOptions = async () => {
    const res = await post('/api/login/passkey/options');
    expect(res.statusCode).toBe(200);
    return res.json() as { challenge: string; rpId: string; userVerification: string };
  };
  const signIn = (Response: unknown) => post('/api/login/passkey', { Response });

  it('registers named passkeys from the profile: listed with their dates, never a key', async () => {
    const user = await createUser(ctx, 'INT');
    const options = (await post('/api/Account/Passkeys/Options', undefined, user.headers)).json();
    expect(options).toMatchObject({
      rp: { id: 'app.test' },
      user: { name: user.email },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      excludeCredentials: [],
    });
    const authenticator = new SoftwareAuthenticator(ORIGIN, 'app.test');
    const Response = authenticator.register(options);
    const added = await post(
      '/api/Account/Passkeys',
      { Name: ' Work laptop ', Response },
      user.headers,
    );
    expect(added.statusCode).toBe(201);
    await addPasskey(user.headers, 'Phone');

    const res = await list(user.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().Passkeys).toEqual([
      { Id: added.json().Id, Name: 'Work laptop', CreatedAt: expect.any(String), LastUsedAt: null },
      { Id: expect.any(Number), Name: 'Phone', CreatedAt: expect.any(String), LastUsedAt: null },
    ]);
    const stored = await ctx.app.db
      .selectFrom('passkeys')
      .selectAll()
      .where('id', '=', added.json().Id as number)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      user_id: user.id,
      credential_id: authenticator.id,
      counter: 0,
      transports: 'internal',
    });
    expect(stored.public_key.length).toBeGreaterThan(50);
    // The next options leave out the passkeys the account has.
    const next = (await post('/api/Account/Passkeys/Options', undefined, user.headers)).json();
    expect(next.excludeCredentials).toHaveLength(2);
    // The challenge was used: the same answer again registers nothing.
    const again = await post('/api/Account/Passkeys', { Name: 'Again', Response }, user.headers);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(EXPIRED);
    expect((await list(user.headers)).json().Passkeys).toHaveLength(2);
  });

  it('refuses a registration without its challenge, from another site or without user verification', async () => {
    const user = await createUser(ctx, 'SUP');
    const authenticator = new SoftwareAuthenticator(ORIGIN, 'app.test');
    const options = (await post('/api/Account/Passkeys/Options', undefined, user.headers)).json();
    const wrong = authenticator.register(options, { challenge: 'bm90LWdpdmVu' });
    const res = await post('/api/Account/Passkeys', { Name: 'Key', Response: wrong }, user.headers);
    expect([res.statusCode, res.json().message]).toEqual([400, EXPIRED]);

    const foreign = authenticator.register(options, { origin: 'https://evil.example' });
    const refused = await post(
      '/api/Account/Passkeys',
      { Name: 'Key', Response: foreign },
      user.headers,
    );
    expect([refused.statusCode, refused.json().message]).toEqual([400, NOT_VERIFIED]);

    const fresh = (await post('/api/Account/Passkeys/Options', undefined, user.headers)).json();
    const unverified = authenticator.register(fresh, { userVerified: false });
    const noUv = await post(
      '/api/Account/Passkeys',
      { Name: 'Key', Response: unverified },
      user.headers,
    );
    expect([noUv.statusCode, noUv.json().message]).toEqual([400, NOT_VERIFIED]);

    // Another user's challenge is not this user's.
    const other = await createUser(ctx, 'INT');
    const theirs = (await post('/api/Account/Passkeys/Options', undefined, other.headers)).json();
    const stolen = authenticator.register(theirs);
    const taken = await post(
      '/api/Account/Passkeys',
      { Name: 'Key', Response: stolen },
      user.headers,
    );
    expect([taken.statusCode, taken.json().message]).toEqual([400, EXPIRED]);
    expect((await list(user.headers)).json().Passkeys).toEqual([]);

    const blank = await post(
      '/api/Account/Passkeys',
      { Name: ' ', Response: stolen },
      user.headers,
    );
    expect(blank.statusCode).toBe(422);
    const anonymous = await post('/api/Account/Passkeys/Options');
    expect(anonymous.statusCode).toBe(401);
  });

  it('signs in with a passkey alone, once per assertion', async () => {
    const user = await createUser(ctx, 'INT');
    const { authenticator } = await addPasskey(user.headers);
    const options = await signInOptions();
    expect(options).toMatchObject({ rpId: 'app.test', userVerification: 'required' });
    const assertion = authenticator.assert(options);
    const res = await signIn(assertion);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { user_id: user.id }, Role: ['INT'] });
    const headers = { authorization: `Bearer ${res.json().token as string}` };
    const sessions = await ctx.app.inject({ method: 'GET', url: '/api/Account/Sessions', headers });
    expect(sessions.json().Sessions[0]).toMatchObject({ Current: true, SignedInWith: 'passkey' });
    const [listed] = (await list(headers)).json().Passkeys as { LastUsedAt: string | null }[];
    expect(listed.LastUsedAt).not.toBeNull();

    // Replayed: its challenge is spent; no second session.
    const replay = await signIn(assertion);
    expect([replay.statusCode, replay.json().message]).toEqual([401, EXPIRED]);
    const open = await ctx.app.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', user.id)
      .where('sign_in_method', '=', 'passkey')
      .execute();
    expect(open).toHaveLength(1);
  });

  it('refuses a challenge never handed out, a foreign origin, no user verification, a counter gone back', async () => {
    const user = await createUser(ctx, 'INT');
    const { authenticator } = await addPasskey(user.headers);
    const options = await signInOptions();
    const made = await signIn(authenticator.assert(options, { challenge: 'bWFkZS11cA' }));
    expect([made.statusCode, made.json().message]).toEqual([401, EXPIRED]);

    const foreign = await signIn(authenticator.assert(options, { origin: 'https://evil.example' }));
    expect([foreign.statusCode, foreign.json().message]).toEqual([401, NOT_VERIFIED]);
    // That challenge is spent too, though the answer failed.
    const after = await signIn(authenticator.assert(options));
    expect([after.statusCode, after.json().message]).toEqual([401, EXPIRED]);

    const unverified = await signIn(
      authenticator.assert(await signInOptions(), { userVerified: false }),
    );
    expect([unverified.statusCode, unverified.json().message]).toEqual([401, NOT_VERIFIED]);

    expect((await signIn(authenticator.assert(await signInOptions()))).statusCode).toBe(200);
    // A copy of the key whose counter is behind the one seen: a cloned authenticator.
    const cloned = await signIn(authenticator.assert(await signInOptions(), { counter: 1 }));
    expect([cloned.statusCode, cloned.json().message]).toEqual([401, NOT_VERIFIED]);

    // A registration's challenge does not sign in.
    const reg = (await post('/api/Account/Passkeys/Options', undefined, user.headers)).json();
    const crossed = await signIn(authenticator.assert(reg));
    expect([crossed.statusCode, crossed.json().message]).toEqual([401, EXPIRED]);
    const bad = await signIn({ id: 'x' });
    expect(bad.statusCode).toBe(422);
  });

  it('renames and removes a passkey; removed, it signs in no more; another’s is a 404', async () => {
    const user = await createUser(ctx, 'INT');
    const other = await createUser(ctx, 'INT');
    const { authenticator, id } = await addPasskey(user.headers);
    const url = `/api/Account/Passkeys/${id}`;
    const stranger = await ctx.app.inject({ method: 'DELETE', url, headers: other.headers });
    expect(stranger.statusCode).toBe(404);
    const renamed = await ctx.app.inject({
      method: 'PUT',
      url,
      headers: user.headers,
      payload: { Name: 'Old phone' },
    });
    expect(renamed.statusCode).toBe(204);
    expect((await list(user.headers)).json().Passkeys[0].Name).toBe('Old phone');

    const removed = await ctx.app.inject({ method: 'DELETE', url, headers: user.headers });
    expect(removed.statusCode).toBe(204);
    expect((await list(user.headers)).json().Passkeys).toEqual([]);
    const res = await signIn(authenticator.assert(await signInOptions()));
    expect([res.statusCode, res.json().message]).toEqual([401, UNKNOWN]);
    const twice = await ctx.app.inject({ method: 'DELETE', url, headers: user.headers });
    expect(twice.statusCode).toBe(404);
  });

  it("an archived user's passkey signs in no more", async () => {
    const user = await createUser(ctx, 'INT');
    const { authenticator } = await addPasskey(user.headers);
    await archiveUser(ctx.app.db, user.id);
    const res = await signIn(authenticator.assert(await signInOptions()));
    expect([res.statusCode, res.json().message]).toEqual([401, UNKNOWN]);
  });

  it('meets "two-factor required" for staff; where staff must use single sign-on, refuses theirs', async () => {
    const admin = await createUser(ctx, 'ADM');
    const intern = await createUser(ctx, 'INT');
    const staffKey = (await addPasskey(admin.headers)).authenticator;
    const internKey = (await addPasskey(intern.headers)).authenticator;
    const policy = { staffTwoFactorRequired: true, staffSsoRequired: false };
    await writeSignInPolicy(ctx.app.db, policy, admin.id, isoNow());
    expect((await signIn(staffKey.assert(await signInOptions()))).statusCode).toBe(200);

    await writeSignInPolicy(ctx.app.db, { ...policy, staffSsoRequired: true }, admin.id, isoNow());
    // The policy holds only while a provider is configured (none: it would lock staff out).
    expect((await signIn(staffKey.assert(await signInOptions()))).statusCode).toBe(200);
    ctx.config.ssoProviders.push(PROVIDER);
    try {
      const refused = await signIn(staffKey.assert(await signInOptions()));
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(
        'Administrators and supervisors sign in with single sign-on: use the "Sign in with" button below.',
      );
      expect((await signIn(internKey.assert(await signInOptions()))).statusCode).toBe(200);
    } finally {
      ctx.config.ssoProviders.pop();
      const none = { staffTwoFactorRequired: false, staffSsoRequired: false };
      await writeSignInPolicy(ctx.app.db, none, admin.id, isoNow());
    }
  });

  it('the personal-data copy lists passkeys by name and dates, never keys; erasure removes them', async () => {
    const user = await createUser(ctx, 'INT');
    const { authenticator } = await addPasskey(user.headers, 'Tablet');
    const zip = await personalDataZip(ctx.app.db, { userId: user.id });
    const text = strFromU8(unzipSync(zip!)['personal-data.json']);
    const data = JSON.parse(text) as { passkeys: unknown[] };
    expect(data.passkeys).toEqual([
      { name: 'Tablet', created_at: expect.any(String), last_used_at: null },
    ]);
    expect(text).not.toContain(authenticator.id);

    const admin = await createUser(ctx, 'ADM');
    expect(await eraseUser(ctx.app.db, user.id, admin.id)).toBe('erased');
    const left = await ctx.app.db
      .selectFrom('passkeys')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(left).toEqual([]);
  });

  it('a backup restored (as `db:move` does, on the other database) carries passkeys: they sign in there', async () => {
    const user = await createUser(ctx, 'INT');
    const { authenticator } = await addPasskey(user.headers, 'Carried');
    const { ctx: copy } = await restoredApp(
      otherDialect(dialect),
      await backupOf(ctx),
      ctx.config.BACKUP_DIR,
    );
    try {
      const inject = (url: string, payload?: object) =>
        copy.app.inject({ method: 'POST', url, payload });
      const options = (await inject('/api/login/passkey/options')).json();
      const res = await inject('/api/login/passkey', { Response: authenticator.assert(options) });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.user_id).toBe(user.id);
    } finally {
      await stopTestApp(copy);
    }
  });

  describe('as the second step after a password', () => {
    const passwordStep = (email: string, password: string) =>
      post('/api/login', { email, password });
    const stepOptions = async (Token: string) => {
      const res = await post('/api/login/TwoFactor/Passkey/Options', { Token });
      expect(res.statusCode).toBe(200);
      return res.json() as { challenge: string; allowCredentials: { id: string }[] };
    };
    const step = (Token: string, Response: unknown) =>
      post('/api/login/TwoFactor/Passkey', { Token, Response });

    async function turnOnTwoFactor(headers: Headers) {
      const { Secret } = (await post('/api/Account/TwoFactor/SetUp', undefined, headers)).json();
      const Code = await generate({ secret: Secret as string });
      const res = await post('/api/Account/TwoFactor/Confirm', { Code }, headers);
      expect(res.statusCode).toBe(200);
    }

    it("with the app's code on, a passkey of the user's makes the step, once", async () => {
      const user = await createUser(ctx, 'INT');
      const { authenticator } = await addPasskey(user.headers);
      const other = await createUser(ctx, 'INT');
      const stranger = (await addPasskey(other.headers)).authenticator;
      await turnOnTwoFactor(user.headers);

      const first = await passwordStep(user.email, user.password);
      expect(first.statusCode).toBe(200);
      const { Token, Methods } = first.json().SecondFactor as { Token: string; Methods: string[] };
      expect(Methods).toEqual(['totp', 'passkey']);
      expect(first.json().token).toBeUndefined();

      const options = await stepOptions(Token);
      expect(options.allowCredentials.map((credential) => credential.id)).toEqual([
        authenticator.id,
      ]);
      // Another account's passkey does not make this user's step (its challenge is spent).
      const theirs = await step(Token, stranger.assert(options));
      expect([theirs.statusCode, theirs.json().message]).toEqual([401, NOT_VERIFIED]);
      // Nor does a challenge handed out for a sign-in with a passkey alone.
      const alone = await step(Token, authenticator.assert(await signInOptions()));
      expect([alone.statusCode, alone.json().message]).toEqual([401, EXPIRED]);

      const res = await step(Token, authenticator.assert(await stepOptions(Token)));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ user: { user_id: user.id }, Role: ['INT'] });
      const headers = { authorization: `Bearer ${res.json().token as string}` };
      const sessions = await ctx.app.inject({
        method: 'GET',
        url: '/api/Account/Sessions',
        headers,
      });
      expect(sessions.json().Sessions[0]).toMatchObject({
        Current: true,
        SignedInWith: 'two-factor',
      });

      // The pending sign-in is used: a second passkey answer opens nothing.
      const again = await post('/api/login/TwoFactor/Passkey/Options', { Token });
      expect([again.statusCode, again.json().message]).toEqual([
        401,
        'This sign-in has expired or was already used. Sign in again.',
      ]);
    });

    it('a passkey alone adds no step; where staff need a second factor, it is theirs', async () => {
      const intern = await createUser(ctx, 'INT');
      await addPasskey(intern.headers);
      const direct = await passwordStep(intern.email, intern.password);
      expect(direct.statusCode).toBe(200);
      expect(direct.json().token).toEqual(expect.any(String));

      const supervisor = await createUser(ctx, 'SUP');
      const { authenticator } = await addPasskey(supervisor.headers);
      const policy = { staffTwoFactorRequired: true, staffSsoRequired: false };
      await writeSignInPolicy(ctx.app.db, policy, supervisor.id, isoNow());
      try {
        const first = await passwordStep(supervisor.email, supervisor.password);
        expect(first.json().TwoFactorSetUp).toBeUndefined();
        const { Token, Methods } = first.json().SecondFactor as {
          Token: string;
          Methods: string[];
        };
        expect(Methods).toEqual(['passkey']);
        const res = await step(Token, authenticator.assert(await stepOptions(Token)));
        expect(res.statusCode).toBe(200);
      } finally {
        const none = { staffTwoFactorRequired: false, staffSsoRequired: false };
        await writeSignInPolicy(ctx.app.db, none, supervisor.id, isoNow());
      }
      const bad = await post('/api/login/TwoFactor/Passkey/Options', { Token: 'not-a-token' });
      expect(bad.statusCode).toBe(401);
    });

    it('staff whom the policy asks to set up a second factor may make a passkey instead', async () => {
      const supervisor = await createUser(ctx, 'SUP');
      const policy = { staffTwoFactorRequired: true, staffSsoRequired: false };
      await writeSignInPolicy(ctx.app.db, policy, supervisor.id, isoNow());
      try {
        const first = await passwordStep(supervisor.email, supervisor.password);
        const { Token } = first.json().TwoFactorSetUp as { Token: string };
        const optionsRes = await post('/api/login/TwoFactor/SetUp/Passkey/Options', { Token });
        expect(optionsRes.statusCode).toBe(200);
        const options = optionsRes.json();
        expect(options.user.name).toBe(supervisor.email);
        const authenticator = new SoftwareAuthenticator(ORIGIN, 'app.test');
        const Response = authenticator.register(options);
        const url = '/api/login/TwoFactor/SetUp/Passkey';
        const res = await post(url, { Token, Name: 'Office key', Response });
        expect(res.statusCode).toBe(200);
        const headers = { authorization: `Bearer ${res.json().token as string}` };
        expect((await list(headers)).json().Passkeys).toEqual([
          expect.objectContaining({ Name: 'Office key' }),
        ]);
        // The pending sign-in is used; the next password asks for the passkey.
        const again = await post('/api/login/TwoFactor/SetUp/Passkey/Options', { Token });
        expect(again.statusCode).toBe(401);
        const next = await passwordStep(supervisor.email, supervisor.password);
        expect(next.json().SecondFactor.Methods).toEqual(['passkey']);
      } finally {
        const none = { staffTwoFactorRequired: false, staffSsoRequired: false };
        await writeSignInPolicy(ctx.app.db, none, supervisor.id, isoNow());
      }
    });
  });
});
