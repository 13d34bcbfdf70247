import net from 'node:net';
import { buildApp } from '../src/app';
import { insertUser } from '../src/domain/users/users.repository';
import { hashPassword } from '../src/lib/passwords';
import { activationToken, apply, uniqueEmail } from './helpers/fixtures';
import { ADMIN, startTestApp, stopTestApp, useTestApp, type TestContext } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-db';
import { mailCount } from './helpers/world';

async function hammer(
  ctx: TestContext,
  times: number,
  request: () => Promise<{ statusCode: number }>,
) {
  const codes: number[] = [];
  for (let i = 0; i < times; i++) codes.push((await request()).statusCode);
  return codes;
}

describeEachDatabase('rate limits', (dialect) => {
  const ctx = useTestApp(dialect, { RATE_LIMITS: 'on' });

  it('POST /api/login: 60 a minute per address, then 429 with Retry-After', async () => {
    const codes = await hammer(ctx, 60, () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: uniqueEmail(), password: 'x' },
      }),
    );
    expect(codes.every((code) => code === 401)).toBe(true);
    const limited = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: uniqueEmail(), password: 'x' },
    });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(/Too many attempts/);
    const elsewhere = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: uniqueEmail(), password: 'x' },
      remoteAddress: '10.0.0.7',
    });
    expect(elsewhere.statusCode).toBe(401);
  });

  it('POST /api/ClientEvents: 120 reports a minute per address, then 429', async () => {
    const report = (remoteAddress = '10.0.58.1') =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/ClientEvents',
        payload: { Events: [{ Package: 'shell', Release: '0123456789abcdef', Kind: 'view' }] },
        remoteAddress,
      });
    // No release is kept here: each report is refused, and each counts against the limit.
    const codes = await hammer(ctx, 120, () => report());
    expect(codes.every((code) => code === 422)).toBe(true);
    expect((await report()).statusCode).toBe(429);
    expect((await report('10.0.58.2')).statusCode).toBe(422);
  });

  it('POST /api/login: right passwords sent in parallel are all let in; wrong ones still lock', async () => {
    const password = 'Kettle-meadow-42';
    const user = async (name: string) => {
      const email = uniqueEmail(name);
      await insertUser(ctx.app.db, {
        ...{ name: 'Parallel Login', email, role: 'INT', position_id: 1 },
        password_hash: await hashPassword(ctx.config, password),
      });
      return email;
    };
    // Other addresses than this file's 127.0.0.1, whose logins the first test used up.
    const login = (email: string, remoteAddress: string, tried = password) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password: tried },
        remoteAddress,
      });
    const right = await user('parallel');
    const answers = await Promise.all(Array.from({ length: 8 }, () => login(right, '10.8.8.8')));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(8).fill(200));
    const left = await ctx.app.db
      .selectFrom('login_failures')
      .select('id')
      .where('email', '=', right)
      .execute();
    expect(left).toEqual([]);

    const guessed = await user('guessed');
    const wrong = await Promise.all(
      Array.from({ length: 8 }, () => login(guessed, '10.8.8.9', 'wrong-pass-1')),
    );
    expect(wrong.map((res) => res.statusCode).sort()).toEqual([
      ...Array(5).fill(401),
      ...Array(3).fill(429),
    ]);
    expect((await login(guessed, '10.8.8.9')).statusCode).toBe(429);
  });

  it('POST /api/Apply: 20 an hour per address', async () => {
    await apply(ctx);
    const codes = await hammer(ctx, 19, () =>
      ctx.app.inject({ method: 'POST', url: '/api/Apply', payload: {} }),
    );
    expect(codes.every((code) => code === 415)).toBe(true);
    const limited = await ctx.app.inject({ method: 'POST', url: '/api/Apply', payload: {} });
    expect(limited.statusCode).toBe(429);
  });

  it('POST /api/ApplicationStatus: 30 a minute per address', async () => {
    const codes = await hammer(ctx, 31, () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/ApplicationStatus',
        payload: { Email: uniqueEmail() },
      }),
    );
    expect(codes.slice(0, 30).every((code) => code === 404)).toBe(true);
    expect(codes[30]).toBe(429);
  });

  it('POST /api/Reset: 20 a minute per address', async () => {
    const reset = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/Reset',
        payload: { token: 'not-a-link', password: 'Kettle-meadow-42' },
        remoteAddress: '10.2.2.2',
      });
    const codes = await hammer(ctx, 20, reset);
    expect(codes.every((code) => code === 422)).toBe(true);
    expect((await reset()).statusCode).toBe(429);
  });

  it('POST /api/Account/Activate without a live link: 10 an hour per client, 5 per e-mail; a live link always passes (issue 44)', async () => {
    const activate = (email: string, remoteAddress: string, token?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/Account/Activate',
        payload: { email, password: 'Kettle-meadow-42', token },
        remoteAddress,
      });
    // Who has an account is told by the answer (decisions §5): few questions an hour bound it.
    const codes = await hammer(ctx, 10, () => activate(uniqueEmail(), '10.3.3.3'));
    expect(codes.every((code) => code === 401)).toBe(true);
    const limited = await activate(uniqueEmail(), '10.3.3.3');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    const asked = uniqueEmail();
    for (let client = 1; client <= 5; client++)
      expect((await activate(asked, `10.4.4.${client}`)).statusCode).toBe(401);
    expect((await activate(asked.toUpperCase(), '10.4.4.6')).statusCode).toBe(429);

    // The applicant holding the e-mailed link is never refused by either limit.
    const email = uniqueEmail('passed');
    const now = new Date().toISOString();
    const { id } = await ctx.app.db
      .insertInto('applications')
      .values({
        ...{ name: 'Akinyi Odera', email, phone_number: '+254712345678', position_id: 1 },
        ...{ status: 'Passed', created_at: now, updated_at: now },
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const application = { id, email };
    for (let client = 1; client <= 5; client++)
      await activate(application.email, `10.5.5.${client}`, 'not-the-link');
    const token = await activationToken(ctx, application);
    expect((await activate(application.email, '10.3.3.3', token)).statusCode).toBe(201);
  });

  it('POST /api/PasswordReset: 5 an hour per e-mail and address', async () => {
    const email = uniqueEmail();
    const reset = (address: string, remoteAddress = '127.0.0.1') =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/PasswordReset',
        payload: { email: address },
        remoteAddress,
      });
    const codes = await hammer(ctx, 5, () => reset(email));
    expect(codes).toEqual([200, 200, 200, 200, 200]);
    expect((await reset(email.toUpperCase())).statusCode).toBe(429);
    expect((await reset(uniqueEmail())).statusCode).toBe(200);
    expect((await reset(email, '10.1.1.1')).statusCode).toBe(200);
  });

  it("POST /api/PasswordReset: a stranger's requests neither block the owner's nor send more than 3 links", async () => {
    // Straight into the database: this file's logins from 127.0.0.1 are used up.
    const user = { email: uniqueEmail('owner'), id: 0 };
    user.id = await insertUser(ctx.app.db, {
      name: 'Reset Owner',
      email: user.email,
      role: 'INT',
      password_hash: null,
      position_id: 1,
    });
    const reset = (remoteAddress: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/PasswordReset',
        payload: { email: user.email },
        remoteAddress,
      });
    const stranger = await hammer(ctx, 6, () => reset('10.46.0.1'));
    expect(stranger).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await mailCount(ctx, user.email)).toBe(3);
    // The owner is answered, and has three live links in their inbox already.
    expect((await reset('10.46.0.2')).statusCode).toBe(200);
    expect(await mailCount(ctx, user.email)).toBe(3);
    // Once those have lapsed, the owner's request e-mails a fresh one.
    await ctx.app.db
      .updateTable('one_time_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    expect((await reset('10.46.0.2')).statusCode).toBe(200);
    expect(await mailCount(ctx, user.email)).toBe(4);
  });
});

describeEachDatabase('rate limits behind a proxy (TRUST_PROXY=127.0.0.1)', (dialect) => {
  const ctx = useTestApp(dialect, { RATE_LIMITS: 'on', TRUST_PROXY: '127.0.0.1' });
  // The proxy at 127.0.0.1 appends the address it saw; what the client wrote comes before it.
  const check = (client: string, written: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/ApplicationStatus',
      payload: { Email: uniqueEmail() },
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': `${written}, ${client}` },
    });

  it('counts a client by the address its proxy saw, whatever X-Forwarded-For it writes', async () => {
    const codes = await hammer(ctx, 31, () =>
      check('198.51.100.7', `203.0.113.${Math.floor(Math.random() * 250)}, 10.9.9.9`),
    );
    expect(codes.slice(0, 30).every((code) => code === 404)).toBe(true);
    expect(codes[30]).toBe(429);
    expect((await check('198.51.100.8', '198.51.100.7')).statusCode).toBe(404);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
(redisUrl ? describe : describe.skip)('rate limits shared through Redis (TEST_REDIS_URL)', () => {
  it('counts requests to two instances together', async () => {
    const [one, two] = await Promise.all([
      startTestApp('sqlite', { RATE_LIMITS: 'on', REDIS_URL: redisUrl }),
      startTestApp('sqlite', { RATE_LIMITS: 'on', REDIS_URL: redisUrl }),
    ]);
    try {
      // On a loaded machine an instance's first connection can miss its start's wait, and it
      // counts alone until Redis answers (the fallback): these counts are the shared ones.
      for (const ctx of [one, two]) {
        for (let tries = 0; ctx.app.rateLimitRedis?.active !== false && tries < 100; tries++) {
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        expect(ctx.app.rateLimitRedis?.active).toBe(false);
      }
      const email = uniqueEmail('redis');
      const reset = (ctx: TestContext) =>
        ctx.app.inject({ method: 'POST', url: '/api/PasswordReset', payload: { email } });
      const codes = [];
      for (const ctx of [one, two, one, two, one, two]) codes.push((await reset(ctx)).statusCode);
      expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    } finally {
      await Promise.all([stopTestApp(one), stopTestApp(two)]);
    }
  });
});

/** A port nothing listens on: a Redis that is down. */
async function closedPort() {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('rate limits while Redis does not answer (issue 67)', () => {
  const METRICS_TOKEN = 'metrics-token-for-the-test-0123456789';
  let ctx: TestContext;
  const lines: string[] = [];
  beforeAll(async () => {
    const redisUrl = `redis://127.0.0.1:${await closedPort()}`;
    const started = await startTestApp('sqlite', {
      RATE_LIMITS: 'on',
      REDIS_URL: redisUrl,
      METRICS_TOKEN,
    });
    // The same instance again, its log kept.
    await started.app.close();
    const logger = { level: 'info', stream: { write: (line: string) => lines.push(line) } };
    const app = await buildApp(started.config, { logger });
    await app.ready();
    ctx = { ...started, app };
  });
  afterAll(() => stopTestApp(ctx));

  const login = (email: string, password: string, remoteAddress: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password },
      remoteAddress,
    });

  it('signs people in (and refuses wrong passwords) instead of answering 500, counting per instance', async () => {
    expect((await login(ADMIN.email, ADMIN.password, '192.0.2.10')).statusCode).toBe(200);
    expect((await login(ADMIN.email, 'Wrong-password-1', '192.0.2.11')).statusCode).toBe(401);
    const status = await ctx.app.inject({
      method: 'POST',
      url: '/api/ApplicationStatus',
      payload: { Email: uniqueEmail('status') },
    });
    expect(status.statusCode).toBe(404);
    const apply = await ctx.app.inject({ method: 'POST', url: '/api/Apply', payload: {} });
    expect(apply.statusCode).toBe(415);
    // The limits still hold, in this instance's memory: the 61st login of a minute is refused.
    const codes = await hammer(ctx, 61, () => login(uniqueEmail(), 'x', '192.0.2.12'));
    expect(codes.slice(0, 60).every((code) => code === 401)).toBe(true);
    expect(codes[60]).toBe(429);
  });

  it('says so once in the log and in /metrics', async () => {
    const said = lines.filter((line) => line.includes('Redis does not answer'));
    expect(said).toHaveLength(1);
    const scrape = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(scrape.body).toMatch(/^rate_limit_redis_fallback 1$/m);
  });
});
