import { createUser, loginAdmin } from './helpers/fixtures';
import { useTestApp, type TestContext } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-db';

type Headers = Record<string, string>;

let unique = 0;
const uniName = (prefix = 'University') => `${prefix} ${Date.now()} ${++unique}`;
const body = (overrides: Record<string, unknown> = {}) => ({
  Name: uniName(),
  Criteria: [
    { Name: 'Punctuality', MaxScore: 5 },
    { Name: 'Teamwork', MaxScore: 10 },
  ],
  CountersignRequired: true,
  ...overrides,
});

describeEachDatabase('universities', (dialect) => {
  const ctx: TestContext = useTestApp(dialect);
  let admin: Headers;
  beforeAll(async () => {
    admin = await loginAdmin(ctx);
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers = admin,
    payload?: object,
  ) => ctx.app.inject({ method, url: `/api${url}`, headers, payload });

  async function created(overrides: Record<string, unknown> = {}) {
    const payload = body(overrides);
    const res = await call('POST', '/Admin/Universities', admin, payload);
    expect(res.statusCode).toBe(201);
    return { id: res.json().Id as number, ...payload };
  }

  const row = (id: number) =>
    ctx.app.db.selectFrom('universities').selectAll().where('id', '=', id).executeTakeFirst();

  it('adds a university with its criteria and countersign choice, and lists it', async () => {
    const res = await call(
      'POST',
      '/Admin/Universities',
      admin,
      body({ Name: '  Moi University  ' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'University added', Id: expect.any(Number) });
    const stored = await row(res.json().Id);
    expect(stored).toMatchObject({ name: 'Moi University', countersign_required: 1 });
    expect(JSON.parse(stored!.criteria)).toEqual([
      { Name: 'Punctuality', MaxScore: 5 },
      { Name: 'Teamwork', MaxScore: 10 },
    ]);
    const list = await call('GET', '/Admin/Universities?search=moi univ&page=1&pageSize=10');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual({
      Universities: [
        {
          Id: res.json().Id,
          Name: 'Moi University',
          Criteria: [
            { Name: 'Punctuality', MaxScore: 5 },
            { Name: 'Teamwork', MaxScore: 10 },
          ],
          CountersignRequired: true,
          Students: 0,
        },
      ],
      Total: 1,
    });
  });

  it('pages by name and counts the active interns who name each', async () => {
    const prefix = `Paged ${Date.now()}`;
    const names = ['C', 'a', 'B'].map((letter) => `${prefix} ${letter}`);
    const ids: number[] = [];
    for (const Name of names) ids.push((await created({ Name })).id);
    const intern = await createUser(ctx, 'INT');
    const archived = await createUser(ctx, 'INT');
    await ctx.app.db
      .updateTable('users')
      .set({ university_id: ids[1] })
      .where('id', 'in', [intern.id, archived.id])
      .execute();
    await ctx.app.db
      .updateTable('users')
      .set({ archived_at: new Date().toISOString() })
      .where('id', '=', archived.id)
      .execute();
    const first = (
      await call(
        'GET',
        `/Admin/Universities?search=${encodeURIComponent(prefix)}&page=1&pageSize=2`,
      )
    ).json();
    expect(first.Total).toBe(3);
    expect(first.Universities.map((u: { Name: string }) => u.Name)).toEqual([
      `${prefix} a`,
      `${prefix} B`,
    ]);
    expect(first.Universities[0].Students).toBe(1);
    const second = (
      await call(
        'GET',
        `/Admin/Universities?search=${encodeURIComponent(prefix)}&page=2&pageSize=2`,
      )
    ).json();
    expect(second.Universities.map((u: { Name: string }) => u.Name)).toEqual([`${prefix} C`]);
    const tooBig = await call('GET', '/Admin/Universities?pageSize=1000');
    expect(tooBig.statusCode).toBe(422);
    expect(Object.keys(tooBig.json().errors)).toEqual(['pageSize']);
  });

  it('refuses a name already taken, in any case (409 under Name), on create and rename', async () => {
    const first = await created();
    const again = await call(
      'POST',
      '/Admin/Universities',
      admin,
      body({ Name: first.Name.toUpperCase() }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'This university already exists.',
      errors: { Name: ['This university already exists.'] },
    });
    const other = await created();
    const rename = await call(
      'PUT',
      `/Admin/Universities/${other.id}`,
      admin,
      body({ Name: first.Name }),
    );
    expect(rename.statusCode).toBe(409);
    expect((await row(other.id))!.name).toBe(other.Name);
  });

  it.each([
    ['a name too short', { Name: 'U' }, 'Name'],
    ['a name on two lines', { Name: 'Moi\nUniversity' }, 'Name'],
    [
      'eleven criteria',
      { Criteria: Array.from({ length: 11 }, (_, i) => ({ Name: `C${i}`, MaxScore: 5 })) },
      'Criteria',
    ],
    ['a maximum score of 11', { Criteria: [{ Name: 'Teamwork', MaxScore: 11 }] }, 'Criteria'],
    ['a maximum score of 0', { Criteria: [{ Name: 'Teamwork', MaxScore: 0 }] }, 'Criteria'],
    ['a criterion without a name', { Criteria: [{ Name: ' ', MaxScore: 3 }] }, 'Criteria'],
    [
      'two criteria of one name',
      {
        Criteria: [
          { Name: 'Teamwork', MaxScore: 3 },
          { Name: 'teamwork', MaxScore: 4 },
        ],
      },
      'Criteria',
    ],
    ['no countersign choice', { CountersignRequired: 'yes' }, 'CountersignRequired'],
  ])(
    'refuses %s with a 422 naming the field, and stores nothing',
    async (_case, overrides, field) => {
      const count = async () =>
        (await call('GET', '/Admin/Universities?page=1&pageSize=1')).json().Total as number;
      const before = await count();
      const res = await call('POST', '/Admin/Universities', admin, body(overrides));
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual([field]);
      expect(await count()).toBe(before);
    },
  );

  it('says what is wrong with a criterion, in the reader’s language', async () => {
    const payload = body({ Criteria: [{ Name: 'Teamwork', MaxScore: 11 }] });
    const res = await call('POST', '/Admin/Universities', admin, payload);
    expect(res.json().errors).toEqual({
      Criteria: ['Each criterion’s MaxScore must be a whole number from 1 to 10.'],
    });
    const sw = await call('POST', '/Admin/Universities', { ...admin, cookie: 'lang=sw' }, payload);
    expect(sw.json().errors).toEqual({
      Criteria: ['MaxScore ya kila kigezo lazima iwe namba kamili kuanzia 1 hadi 10.'],
    });
  });

  it('edits the name, criteria and choice; 404 for an unknown id', async () => {
    const university = await created();
    const Name = uniName('Renamed');
    const res = await call('PUT', `/Admin/Universities/${university.id}`, admin, {
      Name,
      Criteria: [],
      CountersignRequired: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'University saved' });
    expect(await row(university.id)).toMatchObject({
      name: Name,
      criteria: '[]',
      countersign_required: 0,
    });
    const missing = await call('PUT', '/Admin/Universities/999999', admin, body());
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('University not found');
  });

  it('deletes a university nobody names; 409 while an intern or academic supervisor does', async () => {
    const university = await created();
    const intern = await createUser(ctx, 'INT');
    const aca = await createUser(ctx, 'ACA');
    await ctx.app.db
      .updateTable('users')
      .set({ university_id: university.id })
      .where('id', 'in', [intern.id, aca.id])
      .execute();
    const refused = await call('DELETE', `/Admin/Universities/${university.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This university is named by 1 intern(s) and 1 academic supervisor(s).',
    );
    const inSwahili = await call('DELETE', `/Admin/Universities/${university.id}`, {
      ...admin,
      cookie: 'lang=sw',
    });
    expect(inSwahili.json().message).toBe(
      'Chuo kikuu hiki kimetajwa na wanagenzi 1 na wasimamizi wa kitaaluma 1.',
    );
    expect(await row(university.id)).toBeDefined();
    await ctx.app.db
      .updateTable('users')
      .set({ university_id: null })
      .where('id', 'in', [intern.id, aca.id])
      .execute();
    const deleted = await call('DELETE', `/Admin/Universities/${university.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'University deleted' });
    expect(await row(university.id)).toBeUndefined();
    expect((await call('DELETE', `/Admin/Universities/${university.id}`)).statusCode).toBe(404);
  });

  it('is for administrators only; the picker for anyone signed in, at most 20 by name', async () => {
    const intern = await createUser(ctx, 'INT');
    const supervisor = await createUser(ctx, 'SUP');
    for (const headers of [intern.headers, supervisor.headers]) {
      expect((await call('GET', '/Admin/Universities', headers)).statusCode).toBe(403);
      expect((await call('POST', '/Admin/Universities', headers, body())).statusCode).toBe(403);
    }
    expect((await call('GET', '/Admin/Universities', {})).statusCode).toBe(401);
    const prefix = `Picker ${Date.now()}`;
    for (let i = 0; i < 22; i++) await created({ Name: `${prefix} ${String(i).padStart(2, '0')}` });
    const picked = await call(
      'GET',
      `/Universities?search=${encodeURIComponent(prefix)}`,
      intern.headers,
    );
    expect(picked.statusCode).toBe(200);
    const names = picked.json().Universities.map((u: { Name: string }) => u.Name);
    expect(names).toHaveLength(20);
    expect(names[0]).toBe(`${prefix} 00`);
    expect(picked.json().Universities[0]).toEqual({ Id: expect.any(Number), Name: `${prefix} 00` });
    const one = await call(
      'GET',
      `/Universities?search=${encodeURIComponent(`${prefix} 21`)}`,
      supervisor.headers,
    );
    expect(one.json().Universities.map((u: { Name: string }) => u.Name)).toEqual([`${prefix} 21`]);
    expect((await call('GET', '/Universities', {})).statusCode).toBe(401);
  });
});
