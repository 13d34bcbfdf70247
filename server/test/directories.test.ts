import {
  findDirectoryByToken,
  recordDirectoryEvent,
} from '../src/domain/directories/directories.repository';
import { isoNow } from '../src/lib/time';
import { hashToken } from '../src/lib/tokens';
import { createUser, loginAdmin } from './helpers/fixtures';
import { ADMIN, useTestApp, type TestContext } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-db';

type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'DELETE';

let unique = 0;
const directoryName = () => `Contoso Entra ID ${Date.now()} ${++unique}`;

describeEachDatabase(
  'directories: the administrator connects, renews and disconnects (issue 89)',
  (dialect) => {
    const ctx: TestContext = useTestApp(dialect);
    let admin: Headers;
    beforeAll(async () => {
      admin = await loginAdmin(ctx);
    });

    const call = (method: Method, url: string, payload?: object, headers = admin) =>
      ctx.app.inject({ method, url: `/api${url}`, headers, payload });
    const storedRows = () => ctx.app.db.selectFrom('directories').selectAll().execute();
    const byToken = (token: string) => findDirectoryByToken(ctx.app.db, hashToken(token));

    async function connect(name = directoryName()) {
      const res = await call('POST', '/Directories', { Name: name });
      expect(res.statusCode).toBe(201);
      return res.json() as { DirectoryID: number; Token: string };
    }
    const listed = async (id: number) =>
      (await call('GET', '/Directories'))
        .json()
        .Directories.find((row: { DirectoryID: number }) => row.DirectoryID === id);

    it('answers the token once and stores only its hash', async () => {
      const name = directoryName();
      const res = await call('POST', '/Directories', { Name: `  ${name}  ` });
      expect(res.statusCode).toBe(201);
      const { DirectoryID, Token } = res.json();
      expect(Token).toMatch(/^[\w-]{43}$/);
      const stored = await storedRows();
      expect(JSON.stringify(stored)).not.toContain(Token);
      expect(stored.find((row) => row.id === DirectoryID)).toMatchObject({
        name,
        token_hash: hashToken(Token),
        revoked_at: null,
      });
      expect(await byToken(Token)).toEqual({ id: DirectoryID, name });

      const list = await call('GET', '/Directories');
      expect(list.statusCode).toBe(200);
      expect(list.body).not.toContain(Token);
      expect(list.json().ScimUrl).toBe('http://app.test/scim/v2');
      expect(await listed(DirectoryID)).toEqual({
        DirectoryID,
        Name: name,
        Connected: true,
        CreatedAt: expect.any(String),
        TokenRenewedAt: expect.any(String),
        RevokedAt: null,
        LastRequestAt: null,
        LastError: null,
        LastErrorAt: null,
        Created: 0,
        Updated: 0,
        Deactivated: 0,
      });
    });

    it('renews a token: the old one stops at once, the new one works', async () => {
      const { DirectoryID, Token: old } = await connect();
      const res = await call('POST', `/Directories/${DirectoryID}/Token`);
      expect(res.statusCode).toBe(200);
      const { Token } = res.json();
      expect(Token).not.toBe(old);
      expect(await byToken(old)).toBeUndefined();
      expect(await byToken(Token)).toMatchObject({ id: DirectoryID });
      expect(JSON.stringify(await storedRows())).not.toContain(Token);
    });

    it('disconnects: the token stops, the row and its name stay, no new token', async () => {
      const name = directoryName();
      const { DirectoryID, Token } = await connect(name);
      const res = await call('DELETE', `/Directories/${DirectoryID}`);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect(await byToken(Token)).toBeUndefined();
      expect(await listed(DirectoryID)).toMatchObject({
        Name: name,
        Connected: false,
        RevokedAt: expect.any(String),
      });
      const renew = await call('POST', `/Directories/${DirectoryID}/Token`);
      expect(renew.statusCode).toBe(409);
      expect(renew.json().message).toBe(
        'This directory is disconnected: connect it again for a new token.',
      );
      expect(await byToken(Token)).toBeUndefined();
      expect((await call('DELETE', `/Directories/${DirectoryID}`)).statusCode).toBe(204);
    });

    it('answers 404 for a directory that does not exist', async () => {
      for (const [method, url] of [
        ['POST', '/Directories/999999/Token'],
        ['DELETE', '/Directories/999999'],
      ] as const) {
        const res = await call(method, url);
        expect([url, res.statusCode, res.json().message]).toEqual([
          url,
          404,
          'Directory not found',
        ]);
      }
    });

    it.each([
      ['an empty name', { Name: '' }, 'The Name must be at least 1 characters.'],
      ['a name of spaces', { Name: '   ' }, 'The Name must be at least 1 characters.'],
      ['a name too long', { Name: 'x'.repeat(101) }, 'The Name must be at most 100 characters.'],
      ['two lines', { Name: 'Entra\nID' }, 'The Name must be on one line.'],
      ['no name', {}, 'The Name field is required.'],
    ])('refuses %s (422) and connects nothing', async (_case, payload, message) => {
      const before = (await storedRows()).length;
      const res = await call('POST', '/Directories', payload);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.Name).toEqual([message]);
      expect(await storedRows()).toHaveLength(before);
    });

    it('accepts a name of 100 characters', async () => {
      expect((await call('POST', '/Directories', { Name: 'x'.repeat(100) })).statusCode).toBe(201);
    });

    it('is for administrators only: a supervisor and an intern get 403', async () => {
      const { DirectoryID } = await connect();
      for (const role of ['SUP', 'INT'] as const) {
        const { headers } = await createUser(ctx, role);
        for (const [method, url] of [
          ['GET', '/Directories'],
          ['POST', '/Directories'],
          ['POST', `/Directories/${DirectoryID}/Token`],
          ['DELETE', `/Directories/${DirectoryID}`],
          ['GET', '/Directories/Changes'],
        ] as const) {
          const res = await call(method, url, { Name: 'Mine' }, headers);
          expect([role, method, url, res.statusCode]).toEqual([role, method, url, 403]);
        }
      }
      expect(await listed(DirectoryID)).toMatchObject({ Connected: true });
    });

    it('pages the changes directories made, newest first, by the change id', async () => {
      const name = directoryName();
      const { DirectoryID } = await connect(name);
      const person = await createUser(ctx, 'SUP');
      const kinds = ['directory-created', 'directory-updated', 'directory-deactivated'] as const;
      for (const [index, kind] of kinds.entries()) {
        await recordDirectoryEvent(ctx.app.db, {
          userId: person.id,
          directoryId: DirectoryID,
          kind,
          detail: `change ${index}`,
          at: isoNow(),
        });
      }
      const adminRow = await ctx.app.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', ADMIN.email)
        .executeTakeFirstOrThrow();
      await ctx.app.db
        .insertInto('account_events')
        .values({
          user_id: person.id,
          by_user_id: adminRow.id,
          kind: 'two-factor-reset',
          at: isoNow(),
        })
        .execute();
      const first = await call('GET', '/Directories/Changes?Limit=2');
      expect(first.statusCode).toBe(200);
      const page = first.json();
      // The administrator's reset is the newest event, but no directory's change.
      expect(page.Changes.map((change: { Kind: string }) => change.Kind)).toEqual([
        'directory-deactivated',
        'directory-updated',
      ]);
      expect(page.Changes[0]).toEqual({
        ChangeID: expect.any(Number),
        Directory: name,
        UserID: person.id,
        UserName: expect.stringMatching(/^SUP user/),
        Kind: 'directory-deactivated',
        Detail: 'change 2',
        At: expect.any(String),
      });
      expect(page.Next).toBe(page.Changes[1].ChangeID);
      const rest = (await call('GET', `/Directories/Changes?Limit=2&Before=${page.Next}`)).json();
      expect(rest.Changes.map((change: { Detail: string }) => change.Detail)).toEqual(['change 0']);
      expect(rest.Next).toBeNull();
      expect((await call('GET', '/Directories/Changes')).json().Changes).toHaveLength(3);
    });

    it.each(['Limit=0', 'Limit=51', 'Limit=ten', 'Before=0', 'Before=x'])(
      'refuses the changes with %s (422)',
      async (query) => {
        expect((await call('GET', `/Directories/Changes?${query}`)).statusCode).toBe(422);
      },
    );
  },
);
