import { revokeDirectory } from '../../src/domain/directories/directories.repository';
import { isoNow } from '../../src/lib/time';
import { newToken } from '../../src/lib/tokens';
import { createUser, loginAdmin, uniqueEmail } from '../helpers/fixtures';
import {
  ENTERPRISE,
  SCIM_JSON,
  USER,
  connectDirectory,
  filterQuery,
  scimClient,
} from '../helpers/scim';
import { ADMIN, useTestApp, type TestContext } from '../helpers/test-app';
import { describeEachDatabase } from '../helpers/test-db';

const userBody = (email: string, rest: object = {}) => ({
  schemas: [USER],
  userName: email,
  name: { givenName: 'Baraka', familyName: 'Kiprop' },
  emails: [{ value: email, type: 'work', primary: true }],
  active: true,
  ...rest,
});

/** Bad input gets a SCIM error, changes nothing, and never a 5xx (issue 89, "Bad input"). */
describeEachDatabase('SCIM: what a directory is refused (issue 89)', (dialect) => {
  const ctx: TestContext = useTestApp(dialect);
  let scim: ReturnType<typeof scimClient>;
  let user: { id: string };

  beforeAll(async () => {
    const directory = await connectDirectory(ctx, 'Refusals directory');
    scim = scimClient(ctx, directory.token);
    user = (await scim.post('/Users', userBody(uniqueEmail('refused')))).json();
  });

  const snapshot = () => ctx.app.db.selectFrom('users').selectAll().orderBy('id').execute();

  const refused = async (
    request: Promise<{ statusCode: number; json: () => unknown; headers: Record<string, unknown> }>,
    status: number,
    scimType?: string,
  ) => {
    const before = await snapshot();
    const res = await request;
    expect(res.statusCode).toBe(status);
    expect(String(res.headers['content-type'])).toMatch(/^application\/scim\+json/);
    expect(res.json()).toMatchObject({
      schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
      status: String(status),
      ...(scimType ? { scimType } : {}),
      detail: expect.any(String),
    });
    expect(await snapshot()).toEqual(before);
    return res.json() as { detail: string };
  };

  it('refuses filters it cannot answer exactly', async () => {
    const long = `userName eq "${'a'.repeat(1000)}"`;
    expect(
      (await refused(scim.get(`/Users?${filterQuery(long)}`), 400, 'invalidFilter')).detail,
    ).toMatch(/longer than 1000/);
    const nested = `${'('.repeat(50)}userName eq "a"${')'.repeat(50)}`;
    await refused(scim.get(`/Users?${filterQuery(nested)}`), 400, 'invalidFilter');
    const joined = Array.from({ length: 50 }, (_, i) => `userName eq "${i}"`).reduce(
      (inner, part) => `${part} and (${inner})`,
    );
    await refused(scim.get(`/Users?${filterQuery(joined)}`), 400, 'invalidFilter');
    const unknown = await refused(
      scim.get(`/Users?${filterQuery('password eq "x"')}`),
      400,
      'invalidFilter',
    );
    expect(unknown.detail).toMatch(/password cannot be filtered on/);
    await refused(scim.get(`/Users?${filterQuery('userName co "a"')}`), 400, 'invalidFilter');
    await refused(scim.get(`/Users?${filterQuery('userName eq')}`), 400, 'invalidFilter');
    await refused(scim.get(`/Groups?${filterQuery('owner eq "x"')}`), 400, 'invalidFilter');
  });

  it('refuses a count or a start beyond what it serves', async () => {
    const count = await refused(scim.get('/Users?count=1000000'), 400, 'invalidValue');
    expect(count.detail).toMatch(/count may be at most 1000/);
    await refused(scim.get('/Users?startIndex=99999999999'), 400, 'invalidValue');
    await refused(scim.get('/Users?count=ten'), 400, 'invalidValue');
  });

  it('refuses a PATCH into another resource, a read-only attribute or an unknown one', async () => {
    const members = await refused(
      scim.patch(`/Users/${user.id}`, { op: 'add', path: 'members', value: [{ value: '1' }] }),
      400,
      'invalidPath',
    );
    expect(members.detail).toMatch(/members is not an attribute of a User/);
    await refused(
      scim.patch(`/Users/${user.id}`, {
        op: 'replace',
        path: 'urn:ietf:params:scim:schemas:core:2.0:Group:displayName',
        value: 'x',
      }),
      400,
      'invalidPath',
    );
    await refused(
      scim.patch(`/Users/${user.id}`, { op: 'replace', path: 'id', value: '1' }),
      400,
      'mutability',
    );
    await refused(
      scim.patch(`/Users/${user.id}`, { op: 'replace', path: 'groups', value: [] }),
      400,
      'mutability',
    );
    await refused(
      scim.patch(`/Users/${user.id}`, { op: 'replace', value: { active: 'perhaps' } }),
      400,
      'invalidValue',
    );
    await refused(
      scim.patch(`/Users/${user.id}`, { op: 'move', path: 'active', value: false }),
      400,
      'invalidValue',
    );
    await refused(
      scim.patch(`/Users/${user.id}`, { op: 'replace', path: 'displayName', value: 'x\ny' }),
      400,
      'invalidValue',
    );
    await refused(
      scim.patch(`/Users/${user.id}`, { op: 'add', path: `${ENTERPRISE}:manager`, value: user.id }),
      400,
      'invalidValue',
    );
    await refused(
      scim.patch('/Groups/administrators', {
        op: 'add',
        path: 'members',
        value: [{ value: '999999' }],
      }),
      400,
      'invalidValue',
    );
  });

  it('refuses the e-mail of an account it does not manage', async () => {
    const intern = await createUser(ctx, 'INT');
    const taken = await refused(scim.post('/Users', userBody(intern.email)), 409, 'uniqueness');
    expect(taken.detail).toMatch(/already belongs/);
    await refused(scim.post('/Users', userBody(ADMIN.email.toUpperCase())), 409, 'uniqueness');
    await refused(
      scim.patch(`/Users/${user.id}`, { op: 'replace', path: 'userName', value: intern.email }),
      409,
      'uniqueness',
    );
    // An intern is no User of the directory's: its id is not found.
    await refused(scim.get(`/Users/${intern.id}`), 404);
    await refused(
      scim.patch(`/Users/${intern.id}`, { op: 'replace', value: { active: false } }),
      404,
    );
    await refused(scim.post('/Users', userBody('not-an-email')), 400, 'invalidValue');
  });

  it('never lets the last administrator go', async () => {
    const admins = await ctx.app.db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'ADM')
      .execute();
    expect(admins).toHaveLength(1);
    const only = String(admins[0].id);
    const detail = await refused(
      scim.patch(`/Users/${only}`, { op: 'replace', value: { active: false } }),
      400,
      'invalidValue',
    );
    expect(detail.detail).toMatch(/last active administrator/);
    await refused(
      scim.patch('/Groups/administrators', { op: 'remove', path: 'members' }),
      400,
      'invalidValue',
    );
    await refused(scim.delete(`/Users/${only}`), 400, 'invalidValue');
  });

  it('refuses bodies that are not SCIM JSON, or too big', async () => {
    const headers = {
      authorization: `Bearer ${(await connectDirectory(ctx, 'Body')).token}`,
      'content-type': SCIM_JSON,
    };
    await refused(
      ctx.app.inject({ method: 'POST', url: '/scim/v2/Users', headers, payload: '{"userName":' }),
      400,
      'invalidSyntax',
    );
    await refused(
      ctx.app.inject({
        method: 'POST',
        url: '/scim/v2/Users',
        headers,
        payload: JSON.stringify({ pad: 'x'.repeat(600_000) }),
      }),
      413,
    );
    await refused(
      ctx.app.inject({
        method: 'PATCH',
        url: `/scim/v2/Users/${user.id}`,
        headers,
        payload: '{"Operations":[]}',
      }),
      400,
      'invalidValue',
    );
    await refused(ctx.app.inject({ method: 'GET', url: '/scim/v2/Bulk', headers }), 404);
  });

  it("refuses a revoked token, another firm's, and a session's; and its token opens nothing else", async () => {
    const directory = await connectDirectory(ctx, 'Revoked');
    expect((await scimClient(ctx, directory.token).get('/Users')).statusCode).toBe(200);
    await revokeDirectory(ctx.app.db, directory.id, isoNow());
    await refused(scimClient(ctx, directory.token).get('/Users'), 401);
    await refused(
      scimClient(ctx, newToken()).post('/Users', userBody(uniqueEmail('other-firm'))),
      401,
    );
    const admin = await loginAdmin(ctx);
    await refused(scimClient(ctx, admin.authorization.slice('Bearer '.length)).get('/Users'), 401);
    const live = await connectDirectory(ctx, 'Live');
    const onApi = await ctx.app.inject({
      method: 'GET',
      url: '/api/Admin/SignInPolicy',
      headers: { authorization: `Bearer ${live.token}` },
    });
    expect(onApi.statusCode).toBe(401);
  });

  it('notes the last request and the last error for the Directory sync screen', async () => {
    const directory = await connectDirectory(ctx, 'Noted');
    const client = scimClient(ctx, directory.token);
    await client.get(`/Users?${filterQuery('nickName eq "x"')}`);
    const row = await ctx.app.db
      .selectFrom('directories')
      .selectAll()
      .where('id', '=', directory.id)
      .executeTakeFirstOrThrow();
    expect(row.last_request_at).not.toBeNull();
    expect(row.last_error).toMatch(
      /^GET \/scim\/v2\/Users: 400 The attribute nickName cannot be filtered on/,
    );
    expect(JSON.stringify(row)).not.toContain(directory.token);
  });
});

describe('SCIM: each token has its own rate limit (issue 89)', () => {
  const ctx: TestContext = useTestApp('sqlite', { RATE_LIMITS: 'on' });

  it('answers 429 in SCIM format after 600 requests a minute, to that token only', async () => {
    const busy = scimClient(ctx, (await connectDirectory(ctx, 'Busy')).token);
    const calm = scimClient(ctx, (await connectDirectory(ctx, 'Calm')).token);
    for (let i = 0; i < 600; i++)
      expect((await busy.get('/ServiceProviderConfig')).statusCode).toBe(200);
    const limited = await busy.get('/ServiceProviderConfig');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      status: '429',
      detail: expect.stringMatching(/Too many/),
    });
    expect((await calm.get('/ServiceProviderConfig')).statusCode).toBe(200);
  });
});
