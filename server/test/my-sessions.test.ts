import { unzipSync, strFromU8 } from 'fflate';
import { addressPrefix } from '../src/domain/accounts/devices';
import { eraseUser } from '../src/domain/personal-data/erasure.service';
import { personalDataZip } from '../src/domain/personal-data/personal-data-export';
import type { FastifyZod } from '../src/lib/fastify-zod';
import { openEventStream } from './helpers/event-stream';
import { createUser, uniqueEmail } from './helpers/fixtures';
import { useSmtpReceiver } from './helpers/smtp';
import { useTestApp, type TestContext } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-db';
import { insertUser } from '../src/domain/users/users.repository';
import { hashPassword } from '../src/lib/passwords';

type Headers = Record<string, string>;

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const CHROME_WINDOWS_NEWER = CHROME_WINDOWS.replace('142.0.0.0', '143.0.1.2');
const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0';
const PASSWORD = 'Sessions-pass-123';

/** Listening on a port of its own: a stream needs a real connection, not inject. */
async function origin(app: FastifyZod) {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

describeEachDatabase('My sessions (issue 68)', (dialect) => {
  const env: Record<string, string | undefined> = {};
  const smtp = useSmtpReceiver(env);
  const ctx: TestContext = useTestApp(dialect, env);

  /** An account that has never signed in. */
  async function newAccount(language: 'en' | 'sw' = 'en') {
    const email = uniqueEmail('sessions');
    const id = await insertUser(ctx.app.db, {
      name: 'Amani Otieno',
      email,
      role: 'INT',
      password_hash: await hashPassword(ctx.config, PASSWORD),
      position_id: 1,
      language,
    });
    return { id, email };
  }

  async function signIn(
    email: string,
    userAgent: string,
    remoteAddress: string,
    password = PASSWORD,
  ) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email, password },
      headers: { 'user-agent': userAgent },
      remoteAddress,
    });
    expect(res.statusCode).toBe(200);
    return { authorization: `Bearer ${res.json().token as string}` };
  }

  const list = (headers: Headers) =>
    ctx.app.inject({ method: 'GET', url: '/api/Account/Sessions', headers });
  const signOut = (headers: Headers, id: number) =>
    ctx.app.inject({ method: 'DELETE', url: `/api/Account/Sessions/${id}`, headers });
  const signOutOthers = (headers: Headers) =>
    ctx.app.inject({ method: 'POST', url: '/api/Account/Sessions/SignOutOthers', headers });
  const works = async (headers: Headers) => (await list(headers)).statusCode === 200;
  const outbox = (email: string) =>
    ctx.app.db
      .selectFrom('outbox')
      .select(['subject', 'body_text'])
      .where('recipient', '=', email)
      .orderBy('id')
      .execute();

  it('lists each open session: browser and system, address, first and last seen, how; this one first', async () => {
    const { email } = await newAccount();
    const desk = await signIn(email, CHROME_WINDOWS, '203.0.113.7');
    const phone = await signIn(email, FIREFOX_ANDROID, '198.51.100.20');
    const res = await list(phone);
    expect(res.statusCode).toBe(200);
    const sessions = res.json().Sessions as Record<string, unknown>[];
    const when = {
      Id: expect.any(Number),
      FirstSeen: expect.any(String),
      LastSeen: expect.any(String),
    };
    expect(sessions).toEqual([
      {
        ...when,
        Browser: 'Firefox 133',
        System: 'Android 14',
        DeviceKind: 'mobile',
        Address: '198.51.100.20',
        SignedInWith: 'password',
        Current: true,
      },
      {
        ...when,
        Browser: 'Chrome 142',
        System: 'Windows 10',
        DeviceKind: 'desktop',
        Address: '203.0.113.7',
        SignedInWith: 'password',
        Current: false,
      },
    ]);
    for (const session of sessions) {
      expect(Date.parse(session.FirstSeen as string)).toBeLessThanOrEqual(
        Date.parse(session.LastSeen as string),
      );
    }
    expect(JSON.stringify(sessions)).not.toMatch(/token/i);
    // This browser's first, then the one used last.
    const fromDesk = (await list(desk)).json().Sessions as { Browser: string; Current: boolean }[];
    expect(fromDesk.map(({ Browser, Current }) => [Browser, Current])).toEqual([
      ['Chrome 142', true],
      ['Firefox 133', false],
    ]);
  });

  it("'Sign out' ends that session at once; another's session is a 404 and lives on", async () => {
    const mine = await newAccount();
    const theirs = await newAccount();
    const here = await signIn(mine.email, CHROME_WINDOWS, '203.0.113.7');
    const there = await signIn(mine.email, FIREFOX_ANDROID, '198.51.100.20');
    const stranger = await signIn(theirs.email, CHROME_WINDOWS, '192.0.2.1');
    const [strangers] = (await list(stranger)).json().Sessions as { Id: number }[];
    const thereId = (
      (await list(there)).json().Sessions as { Id: number; Current: boolean }[]
    ).find((session) => session.Current)!.Id;

    const refused = await signOut(here, strangers.Id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('This session is not open.');
    expect(await works(stranger)).toBe(true);

    expect((await signOut(here, thereId)).statusCode).toBe(204);
    const ended = await list(there);
    expect(ended.statusCode).toBe(401);
    expect(ended.json().message).toBe('Your session has expired or is invalid. Please log in.');
    expect(await works(here)).toBe(true);
    expect((await list(here)).json().Sessions).toHaveLength(1);
    expect((await signOut(here, thereId)).statusCode).toBe(404);
  });

  it("'Sign out everywhere else' ends every other session and its live stream, not this one", async () => {
    const { email } = await newAccount();
    const here = await signIn(email, CHROME_WINDOWS, '203.0.113.7');
    const others = [
      await signIn(email, FIREFOX_ANDROID, '198.51.100.20'),
      await signIn(email, CHROME_WINDOWS, '203.0.113.8'),
    ];
    const ticket = await ctx.app.inject({
      method: 'POST',
      url: '/api/Notification/Stream/Ticket',
      headers: others[0],
    });
    const stream = await openEventStream(
      `${await origin(ctx.app)}/api/Notification/Stream?ticket=${ticket.json().Ticket as string}`,
    );
    expect(stream.status).toBe(200);

    const res = await signOutOthers(here);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Signed out of 2 other sessions', SignedOut: 2 });
    for (const other of others) expect((await list(other)).statusCode).toBe(401);
    expect(await works(here)).toBe(true);
    // The server ends the signed-out session's stream (the page then asks for a ticket: 401).
    await stream.done;
    expect(stream.ended).toBe(true);

    const sw = await ctx.app.inject({
      method: 'POST',
      url: '/api/Account/Sessions/SignOutOthers',
      headers: { ...here, 'accept-language': 'sw' },
    });
    expect(sw.json()).toEqual({ message: 'Umetolewa kwenye vipindi 0 vingine', SignedOut: 0 });
  });

  it('e-mails a sign-in from a new device, in the stored language; never the first sign-in', async () => {
    const { email } = await newAccount('sw');
    await signIn(email, CHROME_WINDOWS, '203.0.113.7');
    // The same browser and system (a newer version) on the same network: known.
    await signIn(email, CHROME_WINDOWS_NEWER, '203.0.113.99');
    expect(await outbox(email)).toEqual([]);

    const mail = await smtp.next(email, () => signIn(email, FIREFOX_ANDROID, '198.51.100.20'));
    expect(mail.subject).toBe('Kuingia kupya kwenye akaunti yako');
    expect(mail.text).toContain('Firefox 133, Android 14');
    expect(mail.text).toContain('198.51.100.20');
    expect(mail.text).toContain('http://app.test/login');

    // Known from now on; the first browser from another network is new again.
    await signIn(email, FIREFOX_ANDROID, '198.51.100.21');
    expect(await outbox(email)).toHaveLength(1);
    await signIn(email, CHROME_WINDOWS, '192.0.2.50');
    expect(await outbox(email)).toHaveLength(2);
  });

  it("the personal-data copy lists the sessions, never a token's hash; erasure removes them", async () => {
    const user = await createUser(ctx, 'INT');
    await signIn(user.email, CHROME_WINDOWS, '203.0.113.7', user.password);
    const zip = await personalDataZip(ctx.app.db, { userId: user.id });
    const data = JSON.parse(strFromU8(unzipSync(zip!)['personal-data.json'])) as {
      sessions: Record<string, unknown>[];
    };
    expect(data.sessions).toHaveLength(2);
    expect(data.sessions[1]).toMatchObject({
      user_agent: CHROME_WINDOWS,
      client_address: '203.0.113.7',
      sign_in_method: 'password',
      revoked_at: null,
    });
    const hashes = await ctx.app.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('user_id', '=', user.id)
      .execute();
    const text = JSON.stringify(data);
    for (const { token_hash } of hashes) expect(text).not.toContain(token_hash);
    expect(Object.keys(data.sessions[0]).sort()).toEqual([
      'client_address',
      'created_at',
      'expires_at',
      'last_used_at',
      'revoked_at',
      'sign_in_method',
      'user_agent',
    ]);

    const admin = await createUser(ctx, 'ADM');
    expect(await eraseUser(ctx.app.db, user.id, admin.id)).toBe('erased');
    const left = await ctx.app.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(left).toEqual([]);
  });
});

describe('the network part of an address (a new device is judged by it)', () => {
  it.each([
    ['203.0.113.7', '203.0.113'],
    ['::ffff:203.0.113.7', '203.0.113'],
    ['2001:db8:1:2::5', '2001:db8:1'],
    ['::1', '0:0:0'],
    ['not an address', 'not an address'],
  ])('%s → %s', (address, prefix) => {
    expect(addressPrefix(address)).toBe(prefix);
  });
});
