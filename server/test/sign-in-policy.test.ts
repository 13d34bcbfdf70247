import { createUser, loginAdmin } from './helpers/fixtures';
import { useTestApp, type TestContext } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-db';
import { confirmSecret, putUnconfirmedSecret } from '../src/domain/accounts/two-factor.repository';
import { insertPasskey } from '../src/domain/accounts/passkeys.repository';
import { hashToken } from '../src/lib/tokens';

type Headers = Record<string, string>;
const NONE = { StaffTwoFactorRequired: false, StaffSsoRequired: false };

describeEachDatabase('sign-in policy and how users sign in (issue 68)', (dialect) => {
  const ctx: TestContext = useTestApp(dialect);

  const read = (headers: Headers) =>
    ctx.app.inject({ method: 'GET', url: '/api/Admin/SignInPolicy', headers });
  const change = (headers: Headers, payload: object) =>
    ctx.app.inject({ method: 'PUT', url: '/api/Admin/SignInPolicy', headers, payload });
  const stored = () => ctx.app.db.selectFrom('sign_in_policy').selectAll().execute();

  /** Marks the session behind these headers as one signed in another way than a password. */
  const signedInWith = (headers: Headers, method: 'sso' | 'two-factor') =>
    ctx.app.db
      .updateTable('sessions')
      .set({ sign_in_method: method })
      .where('token_hash', '=', hashToken(headers.authorization.slice('Bearer '.length)))
      .execute();

  it('requires nothing until an administrator changes it', async () => {
    const res = await read(await loginAdmin(ctx));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(NONE);
  });

  it('lets an administrator require two-factor for staff, and keeps who did it', async () => {
    // Signed in with two factors: a password session is held back once it is required.
    const admin = await loginAdmin(ctx);
    await signedInWith(admin, 'two-factor');
    const res = await change(admin, { ...NONE, StaffTwoFactorRequired: true });
    expect(res.statusCode).toBe(200);
    expect((await read(admin)).json()).toEqual({ ...NONE, StaffTwoFactorRequired: true });
    const [row] = await stored();
    expect(row).toMatchObject({ id: 1, staff_two_factor_required: 1, staff_sso_required: 0 });
    expect(row.updated_by).toEqual(expect.any(Number));
    expect((await change(admin, NONE)).statusCode).toBe(200);
    expect((await read(admin)).json()).toEqual(NONE);
  });

  it('requires single sign-on only from a session that signed in through it', async () => {
    const admin = await loginAdmin(ctx);
    const refused = await change(admin, { ...NONE, StaffSsoRequired: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^Sign in with single sign-on yourself before/);
    expect((await read(admin)).json()).toEqual(NONE);

    await signedInWith(admin, 'sso');
    expect((await change(admin, { ...NONE, StaffSsoRequired: true })).statusCode).toBe(200);
    // Turning it off needs no proof: a password session may do it.
    const other = await loginAdmin(ctx);
    expect((await change(other, NONE)).statusCode).toBe(200);
    expect((await read(other)).json()).toEqual(NONE);
  });

  it('refuses bad input and other roles, and changes nothing', async () => {
    const admin = await loginAdmin(ctx);
    const before = await stored();
    const bad = await change(admin, { StaffTwoFactorRequired: 'yes', StaffSsoRequired: false });
    expect(bad.statusCode).toBe(422);
    expect((await change(admin, { StaffTwoFactorRequired: true })).statusCode).toBe(422);
    const supervisor = await createUser(ctx, 'SUP');
    expect(
      (await change(supervisor.headers, { ...NONE, StaffTwoFactorRequired: true })).statusCode,
    ).toBe(403);
    expect((await read(supervisor.headers)).statusCode).toBe(403);
    expect(await stored()).toEqual(before);
  });

  it('shows an administrator how a user signs in: the last sign-in and the open sessions', async () => {
    const admin = await loginAdmin(ctx);
    const supervisor = await createUser(ctx, 'SUP');
    const url = `/api/Admin/User/${supervisor.id}/SignIn`;
    const res = await ctx.app.inject({ method: 'GET', url, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      LastSignIn: { At: expect.any(String), Method: 'password' },
      OpenSessions: 1,
      Passkeys: 0,
      AuthenticatorApp: false,
    });
    await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: supervisor.headers });
    for (const name of ['Laptop', 'Phone']) {
      const passkey = { credentialId: name, publicKey: 'key', counter: 0, transports: [], name };
      await insertPasskey(ctx.app.db, { userId: supervisor.id, ...passkey });
    }
    // An unconfirmed secret is not a factor yet; a confirmed one is.
    await putUnconfirmedSecret(ctx.app.db, supervisor.id, 'sealed', new Date().toISOString());
    const pending = await ctx.app.inject({ method: 'GET', url, headers: admin });
    expect(pending.json()).toMatchObject({ AuthenticatorApp: false });
    await confirmSecret(ctx.app.db, supervisor.id, new Date().toISOString());
    const after = await ctx.app.inject({ method: 'GET', url, headers: admin });
    expect(after.json()).toMatchObject({
      LastSignIn: { Method: 'password' },
      OpenSessions: 0,
      Passkeys: 2,
      AuthenticatorApp: true,
    });
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/api/Admin/User/999999/SignIn',
      headers: admin,
    });
    expect(missing.statusCode).toBe(404);
    const own = await ctx.app.inject({ method: 'GET', url, headers: supervisor.headers });
    expect(own.statusCode).toBe(401);
  });
});
