import type { ApplicationStatus } from '../src/db/schema';
import { setSupervisor } from '../src/domain/people/people.repository';
import { rateTask } from '../src/domain/tasks/tasks.repository';
import { createUser } from './helpers/fixtures';
import { useTestApp, type TestContext } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-db';
import { createTask, createWorld, type World } from './helpers/world';

type Headers = Record<string, string>;
const get = (ctx: TestContext, url: string, headers: Headers) =>
  ctx.app.inject({ method: 'GET', url: `/api${url}`, headers });

const STATUSES: ApplicationStatus[] = ['Processing', 'Accepted', 'Declined'];

/** 25 applications in each of Processing, Accepted and Declined; positions 1 to 3 in turn. */
async function seedApplications(ctx: TestContext) {
  const rows = STATUSES.flatMap((status, s) =>
    Array.from({ length: 25 }, (_, i) => {
      const at = new Date(Date.UTC(2026, 0, 1 + i, s)).toISOString();
      const n = String(i).padStart(2, '0');
      return {
        name: `${status} Person ${n}`,
        email: `${status.toLowerCase()}${n}@paging.example`,
        phone_number: `+2547000000${n}`,
        position_id: 1 + (i % 3),
        status,
        interview_date: status === 'Processing' ? null : '2026-02-01',
        created_at: at,
        updated_at: at,
      };
    }),
  );
  await ctx.app.db.insertInto('applications').values(rows).execute();
}

describeEachDatabase('paged lists', (dialect) => {
  const ctx = useTestApp(dialect);
  let w: World;
  beforeAll(async () => {
    w = await createWorld(ctx);
    await seedApplications(ctx);
  });

  describe('GET /Admin/User/Applicants', () => {
    it('without parameters answers the whole queue, newest first, and no Total', async () => {
      const res = await get(ctx, '/Admin/User/Applicants', w.admin);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(Object.keys(body)).toEqual(['Applicants']);
      expect(body.Applicants).toHaveLength(25);
      expect(body.Applicants[0].Name).toBe('Processing Person 24');
    });

    it('pages: rows of the page and the Total of all matching', async () => {
      const page3 = (await get(ctx, '/Admin/User/Applicants?page=3&pageSize=10', w.admin)).json();
      expect(page3.Total).toBe(25);
      expect(page3.Applicants.map((a: { Name: string }) => a.Name)).toEqual(
        ['04', '03', '02', '01', '00'].map((n) => `Processing Person ${n}`),
      );
      const beyond = (await get(ctx, '/Admin/User/Applicants?page=9', w.admin)).json();
      expect(beyond).toEqual({ Applicants: [], Total: 25 });
      const first = (await get(ctx, '/Admin/User/Applicants?page=1', w.admin)).json();
      expect(first.Applicants).toHaveLength(10);
    });

    it('searches names, e-mails, phones and the position, ignoring case', async () => {
      const byName = (await get(ctx, '/Admin/User/Applicants?search=PERSON%2007', w.admin)).json();
      expect(byName).toEqual({
        Applicants: [expect.objectContaining({ Email: 'processing07@paging.example' })],
        Total: 1,
      });
      const byPhone = (await get(ctx, '/Admin/User/Applicants?search=00000012', w.admin)).json();
      expect(byPhone.Total).toBe(1);
      const byPosition = (
        await get(ctx, '/Admin/User/Applicants?search=technolog', w.admin)
      ).json();
      expect(byPosition.Total).toBe(8);
      expect(
        byPosition.Applicants.every((a: { Position: string }) => a.Position === 'Technology'),
      ).toBe(true);
      const wildcard = (await get(ctx, '/Admin/User/Applicants?search=%25', w.admin)).json();
      expect(wildcard).toEqual({ Applicants: [], Total: 0 });
    });

    it('filters by position id and sorts by a field, both ways', async () => {
      const res = await get(ctx, '/Admin/User/Applicants?filter=2&sort=Name&order=desc', w.admin);
      const body = res.json();
      expect(body.Total).toBe(8);
      expect(body.Applicants.every((a: { position_id: number }) => a.position_id === 2)).toBe(true);
      expect(body.Applicants[0].Name).toBe('Processing Person 22');
      const asc = (await get(ctx, '/Admin/User/Applicants?sort=Email&pageSize=2', w.admin)).json();
      expect(asc.Applicants.map((a: { Email: string }) => a.Email)).toEqual([
        'processing00@paging.example',
        'processing01@paging.example',
      ]);
    });

    it('counts each filter value on its own page after page', async () => {
      // The same query, compiled once, read with one position and then another.
      for (const [position, total] of [
        [2, 8],
        [1, 9],
        [3, 8],
      ]) {
        const url = `/Admin/User/Applicants?filter=${position}&pageSize=3&page=2`;
        const body = (await get(ctx, url, w.admin)).json();
        expect(body.Total).toBe(total);
        expect(body.Applicants.map((a: { position_id: number }) => a.position_id)).toEqual([
          position,
          position,
          position,
        ]);
      }
      const interns = (
        await get(ctx, '/Admin/User/Interns?filter=Advisory&pageSize=1&page=2', w.admin)
      ).json();
      expect(interns.Total).toBe(2);
      expect(interns.Interns).toHaveLength(1);
    });

    it.each([
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['pageSize=101', 'pageSize'],
      ['sort=password', 'sort'],
      ['sort=Name&order=sideways', 'order'],
      ['filter=Engineering', 'filter'],
      ['search=a%00b', 'search'],
    ])('422 naming the parameter for %s', async (query, field) => {
      const res = await get(ctx, `/Admin/User/Applicants?${query}`, w.admin);
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual([field]);
      expect(res.json().errors[field][0]).toMatch(new RegExp(`^The ${field} `));
    });

    it('is for administrators only, with parameters too', async () => {
      for (const who of [w.intern.headers, w.supervisor.headers]) {
        expect((await get(ctx, '/Admin/User/Applicants?page=1', who)).statusCode).toBe(403);
      }
      expect((await get(ctx, '/Admin/User/Applicants?page=1', {})).statusCode).toBe(401);
    });
  });

  describe('GET /Admin/User/Interviews', () => {
    it('filters by the status as stored or as shown', async () => {
      const shown = await get(
        ctx,
        '/Admin/User/Interviews?filter=Accepted%20For%20Interview&pageSize=5',
        w.admin,
      );
      expect(shown.json().Total).toBe(25);
      expect(shown.json().Applicants).toHaveLength(5);
      const stored = (await get(ctx, '/Admin/User/Interviews?filter=Declined', w.admin)).json();
      expect(stored.Total).toBe(25);
      expect(
        stored.Applicants.every(
          (a: { ApplicationStatus: string }) => a.ApplicationStatus === 'Declined',
        ),
      ).toBe(true);
      const all = (await get(ctx, '/Admin/User/Interviews?sort=created_at', w.admin)).json();
      expect(all.Total).toBe(50);
      expect(all.Applicants[0].Name).toBe('Accepted Person 00');
      const queue = await get(ctx, '/Admin/User/Interviews?filter=Processing', w.admin);
      expect(queue.statusCode).toBe(422);
    });

    it('without parameters answers as before', async () => {
      const body = (await get(ctx, '/Admin/User/Interviews', w.admin)).json();
      expect(Object.keys(body)).toEqual(['Applicants']);
      expect(body.Applicants).toHaveLength(50);
    });
  });

  describe('GET /Admin/User/Interns and /Supervisors', () => {
    it('search, filter by position name, sort and page', async () => {
      const found = (
        await get(ctx, `/Admin/User/Interns?search=${w.intern.email}`, w.admin)
      ).json();
      expect(found).toEqual({
        Interns: [expect.objectContaining({ user_id: w.intern.id })],
        Total: 1,
      });
      const advisory = (await get(ctx, '/Admin/User/Interns?filter=Advisory', w.admin)).json();
      expect(advisory.Total).toBe(2);
      const none = (await get(ctx, '/Admin/User/Supervisors?filter=Engineering', w.admin)).json();
      expect(none).toEqual({ Supervisors: [], Total: 0 });
      const desc = await get(ctx, '/Admin/User/Supervisors?sort=user_id&order=desc', w.admin);
      const ids = [w.supervisor.id, w.otherSupervisor.id].sort((a, b) => b - a);
      expect(desc.json().Supervisors.map((s: { user_id: number }) => s.user_id)).toEqual(ids);
      const paged = (await get(ctx, '/Admin/User/Supervisors?page=2&pageSize=1', w.admin)).json();
      expect(paged.Total).toBe(2);
      expect(paged.Supervisors).toHaveLength(1);
    });

    it('without parameters answers as before; 422 and 403 as the others', async () => {
      const body = (await get(ctx, '/Admin/User/Interns', w.admin)).json();
      expect(Object.keys(body)).toEqual(['Interns']);
      expect((await get(ctx, '/Admin/User/Interns?sort=Role', w.admin)).statusCode).toBe(422);
      expect((await get(ctx, '/Admin/User/Supervisors?page=1', w.intern.headers)).statusCode).toBe(
        403,
      );
    });
  });

  describe('GET /Task', () => {
    let second: Awaited<ReturnType<typeof createUser>>;
    beforeAll(async () => {
      second = await createUser(ctx, 'INT');
      await setSupervisor(ctx.app.db, second.id, w.supervisor.id);
      for (let i = 0; i < 12; i += 1) {
        const to = i % 2 ? second : w.intern;
        await createTask(ctx, w.supervisor, to, { title: `Paged task ${i}`, completed: i < 4 });
      }
    });

    it('a supervisor filters by intern name and pages; { Tasks, Total }', async () => {
      const name = encodeURIComponent(
        (
          await ctx.app.db
            .selectFrom('users')
            .select('name')
            .where('id', '=', second.id)
            .executeTakeFirstOrThrow()
        ).name,
      );
      const res = await get(ctx, `/Task?filter=${name}&pageSize=4&sort=Task`, w.supervisor.headers);
      expect(res.json().Total).toBe(6);
      expect(res.json().Tasks.map((t: { Task: string }) => t.Task)).toEqual([
        'Paged task 1',
        'Paged task 11',
        'Paged task 3',
        'Paged task 5',
      ]);
      const bare = (await get(ctx, '/Task', w.supervisor.headers)).json();
      expect(Array.isArray(bare)).toBe(true);
      expect(bare).toHaveLength(12);
      const search = (await get(ctx, '/Task?search=TASK%2010', w.supervisor.headers)).json();
      expect(search.Tasks.map((t: { Task: string }) => t.Task)).toEqual(['Paged task 10']);
    });

    it('an intern filters by status; anything but Assigned or Completed is a 422', async () => {
      const done = (await get(ctx, '/Task?filter=Completed', w.intern.headers)).json();
      expect(done.Total).toBe(2);
      const open = (
        await get(ctx, '/Task?filter=Assigned&sort=Task&order=desc', w.intern.headers)
      ).json();
      expect(open.Tasks.map((t: { Task: string }) => t.Task)).toEqual([
        'Paged task 8',
        'Paged task 6',
        'Paged task 4',
        'Paged task 10',
      ]);
      const bad = await get(ctx, '/Task?filter=Done', w.intern.headers);
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toEqual({ filter: ['The filter must be Assigned or Completed.'] });
      expect(Object.keys((await get(ctx, '/Task', w.intern.headers)).json())).toEqual(['Tasks']);
    });

    it('stays closed to administrators', async () => {
      expect((await get(ctx, '/Task?page=1', w.admin)).statusCode).toBe(403);
    });
  });
});

describeEachDatabase('paged lists, a search matching hundreds', (dialect) => {
  const ctx = useTestApp(dialect);
  let admin: Headers;
  beforeAll(async () => {
    admin = (await createWorld(ctx)).admin;
    const rows = Array.from({ length: 510 }, (_, i) => {
      const at = new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString();
      const n = String(i).padStart(3, '0');
      return {
        name: `Broad Person ${n}`,
        email: `broad${n}@paging.example`,
        phone_number: '+254712345678',
        position_id: 1,
        status: 'Processing' as const,
        created_at: at,
        updated_at: at,
      };
    });
    await ctx.app.db.insertInto('applications').values(rows).execute();
  });

  it('pages and counts a broad search as a narrow one', async () => {
    const url = '/Admin/User/Applicants?search=broad&page=2&pageSize=100&sort=Name&order=desc';
    const broad = (await get(ctx, url, admin)).json();
    expect(broad.Total).toBe(510);
    expect(broad.Applicants).toHaveLength(100);
    expect(broad.Applicants[0].Name).toBe('Broad Person 409');
    const narrow = (await get(ctx, '/Admin/User/Applicants?search=person%2050', admin)).json();
    expect(narrow.Total).toBe(10);
    expect(narrow.Applicants.map((a: { Name: string }) => a.Name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Broad Person 50${9 - i}`),
    );
    const page2 = (
      await get(ctx, '/Admin/User/Applicants?search=person%2050&page=2&pageSize=4', admin)
    ).json();
    expect(page2).toEqual({
      Applicants: ['505', '504', '503', '502'].map((n) =>
        expect.objectContaining({ Name: `Broad Person ${n}` }),
      ),
      Total: 10,
    });
  });
});

/**
 * Every page of a task list, in every order, is the matching slice of the whole list read
 * without a window (the plain query, no page chosen first, no union of a supervisor's tasks).
 * A supervisor sees tasks they assigned to an intern now someone else's, and tasks someone else
 * assigned to an intern now theirs.
 */
describeEachDatabase('paged task lists agree with the whole list', (dialect) => {
  const ctx = useTestApp(dialect);
  let w: World;
  const names: Record<string, string> = {};
  beforeAll(async () => {
    w = await createWorld(ctx);
    const [theirs, moved] = [await createUser(ctx, 'INT'), await createUser(ctx, 'INT')];
    await setSupervisor(ctx.app.db, theirs.id, w.supervisor.id);
    await setSupervisor(ctx.app.db, moved.id, w.otherSupervisor.id);
    type Pair = [by: { id: number }, to: { id: number }];
    const times = (n: number, ...pair: Pair) => Array.from({ length: n }, (): Pair => pair);
    const plan = [
      ...times(8, w.supervisor, w.intern),
      ...times(5, w.otherSupervisor, theirs),
      ...times(5, w.supervisor, moved),
      ...times(3, w.otherSupervisor, w.otherIntern),
    ];
    for (const [n, [by, to]] of plan.entries()) {
      const id = await createTask(ctx, by, to, {
        title: `Task ${n}`,
        deadline: `2026-03-0${1 + (n % 3)}`,
        completed: n % 3 === 0,
      });
      if (n % 6 === 0) await rateTask(ctx.app.db, id, 10 + n);
    }
    for (const person of [theirs, w.intern]) {
      const row = await ctx.app.db
        .selectFrom('users')
        .select('name')
        .where('id', '=', person.id)
        .executeTakeFirstOrThrow();
      names[person === theirs ? 'theirs' : 'intern'] = row.name;
    }
  });

  const ids = (body: { Tasks: { id: number }[] }) => body.Tasks.map((task) => task.id);

  async function expectPagesOfWhole(query: string, headers: Headers, total: number) {
    const whole = (await get(ctx, `/Task?${query}`, headers)).json();
    expect(whole.Total).toBe(total);
    const paged: number[] = [];
    for (let page = 1; ; page += 1) {
      const body = (await get(ctx, `/Task?${query}&page=${page}&pageSize=4`, headers)).json();
      expect(body.Total).toBe(total);
      if (body.Tasks.length === 0) break;
      paged.push(...ids(body));
    }
    expect(paged).toEqual(ids(whole));
  }

  const SORTS = [
    'id',
    'Task',
    'Deadline',
    'Status',
    'Rating',
    'CompletedAt',
    'assignedto',
    'assignedby',
  ];
  it.each(SORTS.flatMap((sort) => [`sort=${sort}&order=asc`, `sort=${sort}&order=desc`]))(
    'a supervisor: %s, unsearched, searched and filtered',
    async (order) => {
      const theirs = encodeURIComponent(names.theirs);
      await expectPagesOfWhole(order, w.supervisor.headers, 18);
      await expectPagesOfWhole(`${order}&search=task%201`, w.supervisor.headers, 9);
      await expectPagesOfWhole(`${order}&search=${theirs}`, w.supervisor.headers, 5);
      await expectPagesOfWhole(`${order}&filter=${theirs}`, w.supervisor.headers, 5);
      await expectPagesOfWhole(`${order}&search=TASK`, w.intern.headers, 8);
      await expectPagesOfWhole(`${order}&filter=Completed`, w.intern.headers, 3);
    },
  );

  it('the default order, by deadline, for both roles', async () => {
    const bare = (await get(ctx, '/Task', w.supervisor.headers)).json() as { id: number }[];
    const first = (await get(ctx, '/Task?page=1&pageSize=100', w.supervisor.headers)).json();
    expect(ids(first)).toEqual(bare.map((task) => task.id));
    expect(first.Total).toBe(18);
    await expectPagesOfWhole('search=task', w.supervisor.headers, 18);
    await expectPagesOfWhole('search=task', w.intern.headers, 8);
  });
});
