import { loadConfig } from '../src/config';
import { writeSignInPolicy } from '../src/domain/accounts/sign-in-policy.repository';
import { isoNow } from '../src/lib/time';
import { createUser, login } from './helpers/fixtures';
import {
  APP_URL,
  replayCallback,
  signInThroughProvider,
  startTestProvider,
  type TestProvider,
} from './helpers/oidc-provider';
import { ADMIN, useTestApp } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-db';

const CLIENTS = ['test', 'wrong-audience', 'expired', 'altered'];

describe('single sign-on configuration', () => {
  const base = { NODE_ENV: 'test', SSO_PROVIDERS: 'keycloak, entra' };
  const keycloak = {
    SSO_KEYCLOAK_ISSUER: 'https://id.example.com/realms/firm',
    SSO_KEYCLOAK_CLIENT_ID: 'internships',
    SSO_KEYCLOAK_CLIENT_SECRET: 'kc-secret',
    SSO_KEYCLOAK_LABEL: 'Firm account',
  };

  it('reads each listed provider from its variables', () => {
    const config = loadConfig({
      ...base,
      ...keycloak,
      SSO_ENTRA_ISSUER: 'https://login.microsoftonline.com/tenant-id/v2.0',
      SSO_ENTRA_CLIENT_ID: 'app-id',
      SSO_ENTRA_CLIENT_SECRET: 'entra-secret',
      SSO_ENTRA_LABEL: 'Microsoft',
    });
    expect(config.ssoProviders.map(({ id, label }) => [id, label])).toEqual([
      ['keycloak', 'Firm account'],
      ['entra', 'Microsoft'],
    ]);
    expect(loadConfig({ NODE_ENV: 'test' }).ssoProviders).toEqual([]);
  });

  it('refuses to start on a missing variable or a plain-HTTP issuer, naming them, never a secret', () => {
    const start = () =>
      loadConfig({
        ...base,
        ...keycloak,
        SSO_KEYCLOAK_ISSUER: 'http://id.example.com/realms/firm',
        SSO_ENTRA_CLIENT_SECRET: 'entra-secret',
      });
    expect(start).toThrow(
      'SSO_KEYCLOAK_ISSUER="http://id.example.com/realms/firm": must start with https:// ' +
        '(http:// only for localhost)',
    );
    expect(start).toThrow('SSO_ENTRA_ISSUER: is required for provider "entra"');
    expect(start).toThrow('SSO_ENTRA_LABEL: is required for provider "entra"');
    expect(start).not.toThrow(/entra-secret|kc-secret/);
    expect(() => loadConfig({ NODE_ENV: 'test', SSO_PROVIDERS: 'Bad_Id' })).toThrow(
      '"Bad_Id" must be lower-case letters, digits and hyphens',
    );
  });
});

describeEachDatabase('single sign-on', (dialect) => {
  let provider: TestProvider;
  beforeAll(async () => {
    provider = await startTestProvider(CLIENTS);
  });
  afterAll(() => provider?.stop());
  const ctx = useTestApp(dialect, {}, (config) => ({
    ...config,
    ssoProviders: [
      ...provider.providers(...CLIENTS),
      // A provider that does not answer (nothing listens on port 9 of this machine).
      { ...provider.providers('test')[0], id: 'down', issuer: 'http://127.0.0.1:9' },
    ],
  }));

  const codeOf = (landing: string) => /^http:\/\/app\.test\/login#sso=([\w-]+)$/.exec(landing)?.[1];
  const exchange = (code: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/Sso/Exchange',
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0' },
      payload: { code },
    });

  it("lists the providers' ids and labels for the login page", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/Sso/Providers' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      ...CLIENTS.map((id) => ({ id, label: `Provider ${id}` })),
      { id: 'down', label: 'Provider test' },
    ]);
  });

  it('signs the administrator in through the provider, with a code the page exchanges once', async () => {
    const flow = await signInThroughProvider(ctx, 'test', ADMIN.email);
    const code = codeOf(flow.landing);
    expect(code).toBeDefined();
    const res = await exchange(code!);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ Role: ['ADM'], user: { Name: expect.any(String) } });
    const session = await ctx.app.db
      .selectFrom('sessions')
      .select('sign_in_method')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(session.sign_in_method).toBe('sso');
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/Account/Sessions',
      headers: { authorization: `Bearer ${res.json().token as string}` },
    });
    expect(me.statusCode).toBe(200);
    const again = await exchange(code!);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(
      'This sign-in has expired or was used already. Sign in again.',
    );
  });

  it('refuses a replayed state: the same callback a second time signs no one in', async () => {
    const flow = await signInThroughProvider(ctx, 'test', ADMIN.email);
    expect(codeOf(flow.landing)).toBeDefined();
    const replay = await replayCallback(ctx, flow);
    expect(replay).toEqual({ status: 303, location: `${APP_URL}/login?sso_error=failed` });
  });

  it('refuses a foreign state: a callback without the state cookie of the browser that started', async () => {
    const flow = await signInThroughProvider(ctx, 'test', ADMIN.email);
    expect(codeOf(flow.landing)).toBeDefined();
    const other = await signInThroughProvider(ctx, 'test', ADMIN.email);
    // The second browser's callback, sent by the first (login CSRF): its cookie names another state.
    const foreign = await replayCallback(ctx, { ...other, callbackJar: flow.callbackJar });
    expect(foreign.location).toBe(`${APP_URL}/login?sso_error=failed`);
  });

  it.each([
    ['wrong-audience', 'an ID token for another client'],
    ['expired', 'an expired ID token'],
    ['altered', 'an ID token altered after signing'],
  ])('refuses %s (%s)', async (client) => {
    const flow = await signInThroughProvider(ctx, client, ADMIN.email);
    expect(flow.landing).toBe(`${APP_URL}/login?sso_error=failed`);
  });

  it('refuses an e-mail the provider did not verify, and one of no active account', async () => {
    const unverified = await signInThroughProvider(ctx, 'test', `unverified:${ADMIN.email}`);
    expect(unverified.landing).toBe(`${APP_URL}/login?sso_error=unverified`);
    const unknown = await signInThroughProvider(ctx, 'test', 'nobody@test.example');
    expect(unknown.landing).toBe(`${APP_URL}/login?sso_error=unknown`);
    const users = await ctx.app.db.selectFrom('users').select('email').execute();
    expect(users.map((user) => user.email)).not.toContain('nobody@test.example');
  });

  it("takes Microsoft Entra ID's xms_edov for a verified e-mail when email_verified is absent", async () => {
    const flow = await signInThroughProvider(ctx, 'test', `entra:${ADMIN.email}`);
    expect(codeOf(flow.landing)).toBeDefined();
  });

  it('sends the browser back to the login page when the provider does not answer', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/Sso/down/Start' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${APP_URL}/login?sso_error=failed`);
  });

  it('refuses an unknown provider at Start with 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/Sso/nobody/Start' });
    expect(res.statusCode).toBe(404);
  });

  it("when SSO is required for staff, refuses their passwords but not interns'", async () => {
    const supervisor = await createUser(ctx, 'SUP');
    const intern = await createUser(ctx, 'INT');
    const admin = await ctx.app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', ADMIN.email)
      .executeTakeFirstOrThrow();
    const policy = { staffTwoFactorRequired: false, staffSsoRequired: true };
    // Required from the administrator's session that signed in through the provider.
    const signedIn = await exchange(
      codeOf((await signInThroughProvider(ctx, 'test', ADMIN.email)).landing)!,
    );
    const required = await ctx.app.inject({
      method: 'PUT',
      url: '/api/Admin/SignInPolicy',
      headers: { authorization: `Bearer ${signedIn.json().token as string}` },
      payload: { StaffTwoFactorRequired: false, StaffSsoRequired: true },
    });
    expect(required.statusCode).toBe(200);
    try {
      for (const user of [ADMIN, supervisor]) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email: user.email, password: user.password },
        });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({
          message:
            'Administrators and supervisors sign in with single sign-on: use the "Sign in with" button below.',
        });
      }
      await expect(login(ctx, intern.email, intern.password)).resolves.toBeDefined();
      const flow = await signInThroughProvider(ctx, 'test', supervisor.email);
      expect((await exchange(codeOf(flow.landing)!)).statusCode).toBe(200);
    } finally {
      await writeSignInPolicy(
        ctx.app.db,
        { ...policy, staffSsoRequired: false },
        admin.id,
        isoNow(),
      );
    }
  });
});
