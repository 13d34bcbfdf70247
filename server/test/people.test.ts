import { createUser, login, uniqueEmail } from './helpers/fixtures';
import { ADMIN, useTestApp, type TestContext } from './helpers/test-app';
import { useSmtpReceiver } from './helpers/smtp';
import { describeEachDatabase } from './helpers/test-db';
import { createTask, createWorld, type World } from './helpers/world';

type Headers = Record<string, string>;
const call = (
  ctx: TestContext,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Headers,
  payload?: object,
) => ctx.app.inject({ method, url: `/api${url}`, headers, payload });

const profile = (overrides: object = {}) => ({
  Name: 'Achieng Otieno',
  Email: uniqueEmail('profile'),
  PhoneNumber: '+254 712 345 678',
  ...overrides,
});

describeEachDatabase('people', (dialect) => {
  const env: Record<string, string | undefined> = {};
  const smtp = useSmtpReceiver(env);
  const ctx = useTestApp(dialect, env);
  let w: World;
  beforeAll(async () => {
    w = await createWorld(ctx);
  });

  describe('no account enumeration through /User/{id}', () => {
    const MISSING = 999_999;
    const reads = [
      ['GET /User/{id}/edit', (id: number, h: Headers) => call(ctx, 'GET', `/User/${id}/edit`, h)],
      ['GET /User/{id}', (id: number, h: Headers) => call(ctx, 'GET', `/User/${id}`, h)],
      ['PUT /User/{id}', (id: number, h: Headers) => call(ctx, 'PUT', `/User/${id}`, h, profile())],
    ] as const;

    it.each(reads)(
      '%s answers an intern or a supervisor the same for a taken and a free id',
      async (_label, send) => {
        for (const actor of [w.intern, w.supervisor]) {
          const existing = await send(w.otherIntern.id, actor.headers);
          const missing = await send(MISSING, actor.headers);
          expect([existing.statusCode, missing.statusCode]).toEqual([403, 403]);
          expect(missing.json()).toEqual(existing.json());
        }
      },
    );

    it.each(reads)('%s tells an admin that an id does not exist (404)', async (_label, send) => {
      expect((await send(MISSING, w.admin)).statusCode).toBe(404);
    });
  });

  describe('profiles', () => {
    it("GET /User/{id}/edit: one's own, or any for an admin; 403 otherwise", async () => {
      const own = await call(ctx, 'GET', `/User/${w.intern.id}/edit`, w.intern.headers);
      expect(own.json()).toEqual({
        User: {
          user_id: w.intern.id,
          Name: expect.any(String),
          Email: w.intern.email,
          PhoneNumber: null,
          Position: 'Advisory',
          position_id: 1,
          Role: 'INT',
          Supervisor: { user_id: w.supervisor.id, Name: expect.any(String) },
          ManagedBy: null,
        },
      });
      expect((await call(ctx, 'GET', `/User/${w.intern.id}/edit`, w.admin)).statusCode).toBe(200);
      for (const who of [w.otherIntern, w.supervisor]) {
        const res = await call(ctx, 'GET', `/User/${w.intern.id}/edit`, who.headers);
        expect(res.statusCode).toBe(403);
      }
    });

    it("PUT /User/{id} edits one's own profile; Role and (for non-admins) Position are ignored", async () => {
      const user = await createUser(ctx, 'INT');
      const body = profile({ Role: 'ADM', Position: 2, Email: user.email.toUpperCase() });
      const res = await call(ctx, 'PUT', `/User/${user.id}`, user.headers, body);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Details Updated' });
      const read = await call(ctx, 'GET', `/User/${user.id}/edit`, user.headers);
      expect(read.json().User).toMatchObject({
        Name: 'Achieng Otieno',
        Email: user.email,
        PhoneNumber: '+254712345678',
        Role: 'INT',
        position_id: 1,
      });
      const other = await call(ctx, 'PUT', `/User/${w.intern.id}`, user.headers, profile());
      expect(other.statusCode).toBe(403);
    });

    it('an admin edits an intern, Position included, and their own Position', async () => {
      const user = await createUser(ctx, 'INT');
      const res = await call(ctx, 'PUT', `/User/${user.id}`, w.admin, profile({ Position: '3' }));
      expect(res.statusCode).toBe(200);
      const read = await call(ctx, 'GET', `/User/${user.id}/edit`, w.admin);
      expect(read.json().User).toMatchObject({ Position: 'Technology', position_id: 3 });
      const me = await login(ctx, ADMIN.email, ADMIN.password);
      const adminRow = await ctx.app.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', ADMIN.email)
        .executeTakeFirstOrThrow();
      const own = await call(
        ctx,
        'PUT',
        `/User/${adminRow.id}`,
        me,
        profile({ Name: 'Administrator', Email: ADMIN.email, Position: 2 }),
      );
      expect(own.statusCode).toBe(200);
      const bad = await call(ctx, 'PUT', `/User/${user.id}`, w.admin, profile({ Position: 999 }));
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors)).toEqual(['Position']);
    });

    it('answers 422 keyed by Name, Email and PhoneNumber', async () => {
      const res = await call(ctx, 'PUT', `/User/${w.intern.id}`, w.intern.headers, {
        Name: 'A',
        Email: 'nope',
        PhoneNumber: '12',
      });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors).sort()).toEqual(['Email', 'Name', 'PhoneNumber']);
      const empty = await call(ctx, 'PUT', `/User/${w.intern.id}`, w.intern.headers, {});
      expect(Object.keys(empty.json().errors).sort()).toEqual(['Email', 'Name', 'PhoneNumber']);
    });

    it('keeps e-mails unique across users on an admin edit and create (409 with an Email error)', async () => {
      const edit = await call(
        ctx,
        'PUT',
        `/User/${w.intern.id}`,
        w.admin,
        profile({ Email: w.supervisor.email.toUpperCase() }),
      );
      expect(edit.statusCode).toBe(409);
      expect(Object.keys(edit.json().errors)).toEqual(['Email']);
      const create = await call(ctx, 'POST', '/User', w.admin, {
        ...profile({ Email: w.otherIntern.email }),
        Position: 1,
        Role: 'SUP',
      });
      expect(create.statusCode).toBe(409);
      expect(Object.keys(create.json().errors)).toEqual(['Email']);
    });
  });

  describe('supervisor assignment (PUT /User/{id} with InternID and SupervisorID)', () => {
    it('assigns an active supervisor to an active intern; the lists show it', async () => {
      const intern = await createUser(ctx, 'INT');
      const res = await call(ctx, 'PUT', `/User/${intern.id}`, w.admin, {
        InternID: String(intern.id),
        SupervisorID: String(w.otherSupervisor.id),
      });
      expect(res.json()).toEqual({ message: 'Supervisor Assigned' });
      const list = await call(ctx, 'GET', '/Admin/User/Interns', w.admin);
      const row = list.json().Interns.find((u: { user_id: number }) => u.user_id === intern.id);
      expect(row.Supervisor).toEqual({ user_id: w.otherSupervisor.id, Name: expect.any(String) });
      const mine = await call(ctx, 'GET', '/Supervisor/User/MyInterns', w.otherSupervisor.headers);
      const ids = mine.json().MyInterns.map((u: { user_id: number }) => u.user_id);
      expect(ids.sort()).toEqual([w.otherIntern.id, intern.id].sort());
    });

    it.each([
      [
        'SupervisorID is an intern',
        (w: World) => [w.intern.id, w.otherIntern.id],
        ['SupervisorID'],
      ],
      ['InternID is a supervisor', (w: World) => [w.supervisor.id, w.supervisor.id], ['InternID']],
      ['both are unknown', () => [99998, 99999], ['InternID', 'SupervisorID']],
      ['SupervisorID is missing', (w: World) => [w.intern.id, undefined], ['SupervisorID']],
    ])('answers 422 when %s', async (_label, ids, fields) => {
      const [InternID, SupervisorID] = ids(w);
      const res = await call(ctx, 'PUT', `/User/${InternID}`, w.admin, { InternID, SupervisorID });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors).sort()).toEqual(fields);
    });

    it('is for admins only (403 for a supervisor)', async () => {
      const res = await call(ctx, 'PUT', `/User/${w.otherIntern.id}`, w.supervisor.headers, {
        InternID: w.otherIntern.id,
        SupervisorID: w.supervisor.id,
      });
      expect(res.statusCode).toBe(403);
    });
  });

  describe('POST /User (new supervisor)', () => {
    it('creates a supervisor without a password and e-mails a 7-day set-password link', async () => {
      const email = uniqueEmail('newsup');
      const res = await call(ctx, 'POST', '/User', w.admin, {
        ...profile({ Email: email }),
        Position: '2',
        Role: 'SUP',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ message: 'Supervisor Created', id: expect.any(Number) });
      await smtp.waitFor(() => smtp.to(email).length > 0);
      const [mail] = smtp.to(email);
      expect(mail.subject).toBe('Your supervisor account');
      const token = /\/resetPassword\/([\w-]+)/.exec(mail.text ?? '')?.[1];
      const link = await ctx.app.db
        .selectFrom('one_time_tokens')
        .selectAll()
        .where('user_id', '=', res.json().id)
        .executeTakeFirstOrThrow();
      expect(link.purpose).toBe('invite');
      const days = (Date.parse(link.expires_at) - Date.parse(link.created_at)) / 86_400_000;
      expect(Math.round(days)).toBe(7);
      const set = await ctx.app.inject({
        method: 'POST',
        url: '/api/Reset',
        payload: { token, password: 'Superv1sor-pass' },
      });
      expect(set.statusCode).toBe(200);
      const session = await ctx.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email, password: 'Superv1sor-pass' },
      });
      expect(session.json().Role).toEqual(['SUP']);
    });

    it('accepts only Role SUP and an existing Position (422)', async () => {
      const res = await call(ctx, 'POST', '/User', w.admin, {
        ...profile(),
        Position: 999,
        Role: 'ADM',
      });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['Role']);
      const position = await call(ctx, 'POST', '/User', w.admin, {
        ...profile(),
        Position: 999,
        Role: 'SUP',
      });
      expect(Object.keys(position.json().errors)).toEqual(['Position']);
    });
  });

  describe('performance', () => {
    it('Overall is the rounded mean of rated tasks, null when none is rated', async () => {
      const intern = await createUser(ctx, 'INT');
      await call(ctx, 'PUT', `/User/${intern.id}`, w.admin, {
        InternID: intern.id,
        SupervisorID: w.supervisor.id,
      });
      const empty = await call(ctx, 'GET', `/User/${intern.id}`, intern.headers);
      expect(empty.json()).toMatchObject({ Tasks: [], Overall: null });
      const rated = [80, 71];
      for (const rating of rated) {
        const id = await createTask(ctx, w.supervisor, intern, { completed: true });
        await call(ctx, 'POST', `/Supervisor/Task/Rate/${id}`, w.supervisor.headers, { rating });
      }
      await createTask(ctx, w.supervisor, intern, { completed: true });
      await createTask(ctx, w.supervisor, intern);
      for (const [url, headers] of [
        [`/User/${intern.id}`, intern.headers],
        [`/User/${intern.id}`, w.supervisor.headers],
        [`/User/${intern.id}`, w.admin],
        [`/Supervisor/Perfomance/${intern.id}`, w.supervisor.headers],
      ] as const) {
        const res = await call(ctx, 'GET', url, headers);
        expect(res.statusCode).toBe(200);
        const body = res.json();
        expect(body.User.user_id).toBe(intern.id);
        expect(body.Overall).toBe(76);
        expect(body.Tasks).toHaveLength(4);
        expect(body.Tasks[0]).toEqual({
          id: expect.any(Number),
          Task: expect.any(String),
          Rating: 80,
          Status: 'Completed',
          Deadline: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          CompletedAt: expect.any(String),
        });
        expect(body.Tasks[3]).toMatchObject({ Status: 'Assigned', CompletedAt: null });
      }
    });

    it("refuses another intern's or another supervisor's intern's performance (403)", async () => {
      const cases: [string, Headers][] = [
        [`/User/${w.intern.id}`, w.otherIntern.headers],
        [`/User/${w.intern.id}`, w.otherSupervisor.headers],
        [`/Supervisor/Perfomance/${w.intern.id}`, w.otherSupervisor.headers],
      ];
      for (const [url, headers] of cases) {
        expect((await call(ctx, 'GET', url, headers)).statusCode).toBe(403);
      }
    });
  });

  describe('archiving (DELETE /User/{id})', () => {
    const counts = async () => (await call(ctx, 'GET', '/Admin/User/Dashboard', w.admin)).json();
    const listIds = async (url: string, key: string, headers: Headers = w.admin) =>
      (await call(ctx, 'GET', url, headers)).json()[key].map((u: { user_id: number }) => u.user_id);

    it('an archived intern cannot log in, their token dies, they leave lists and counts; records stay', async () => {
      const intern = await createUser(ctx, 'INT');
      await call(ctx, 'PUT', `/User/${intern.id}`, w.admin, {
        InternID: intern.id,
        SupervisorID: w.supervisor.id,
      });
      const taskId = await createTask(ctx, w.supervisor, intern, { completed: true });
      await call(ctx, 'POST', '/Comment', intern.headers, {
        Taskid: taskId,
        Intern_comment: 'Done',
        Userid: intern.id,
      });
      const before = await counts();
      const res = await call(ctx, 'DELETE', `/User/${intern.id}`, w.admin);
      expect(res.json()).toEqual({ message: 'Intern Deleted' });

      expect((await call(ctx, 'GET', '/Task', intern.headers)).statusCode).toBe(401);
      const relogin = await ctx.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: intern.email, password: intern.password },
      });
      expect(relogin.statusCode).toBe(401);
      expect(await listIds('/Admin/User/Interns', 'Interns')).not.toContain(intern.id);
      const mine = await listIds('/Supervisor/User/MyInterns', 'MyInterns', w.supervisor.headers);
      expect(mine).not.toContain(intern.id);
      const after = await counts();
      expect(after.TotalInterns).toBe(before.TotalInterns - 1);
      expect(after.TotalUsers).toBe(before.TotalUsers - 1);

      const task = await call(ctx, 'GET', `/Task/${taskId}`, w.supervisor.headers);
      expect(task.statusCode).toBe(200);
      expect(task.json().comment).toHaveLength(1);
      expect((await call(ctx, 'GET', `/User/${intern.id}`, w.admin)).json().Tasks).toHaveLength(1);
      expect((await call(ctx, 'DELETE', `/User/${intern.id}`, w.admin)).statusCode).toBe(404);
    });

    it("an archived supervisor's interns become unassigned; the e-mail is free again", async () => {
      const supervisor = await createUser(ctx, 'SUP');
      const intern = await createUser(ctx, 'INT');
      await call(ctx, 'PUT', `/User/${intern.id}`, w.admin, {
        InternID: intern.id,
        SupervisorID: supervisor.id,
      });
      const res = await call(ctx, 'DELETE', `/User/${supervisor.id}`, w.admin);
      expect(res.json()).toEqual({ message: 'Supervisor Deleted' });
      expect((await call(ctx, 'GET', '/Task', supervisor.headers)).statusCode).toBe(401);
      expect(await listIds('/Admin/User/Supervisors', 'Supervisors')).not.toContain(supervisor.id);
      const edit = await call(ctx, 'GET', `/User/${intern.id}/edit`, w.admin);
      expect(edit.json().User.Supervisor).toBeNull();
      const reuse = await call(ctx, 'POST', '/User', w.admin, {
        ...profile({ Email: supervisor.email }),
        Position: 1,
        Role: 'SUP',
      });
      expect(reuse.statusCode).toBe(201);
    });

    it('refuses archiving an administrator (403) or by a non-admin (403)', async () => {
      const adminRow = await ctx.app.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', ADMIN.email)
        .executeTakeFirstOrThrow();
      expect((await call(ctx, 'DELETE', `/User/${adminRow.id}`, w.admin)).statusCode).toBe(403);
      const res = await call(ctx, 'DELETE', `/User/${w.otherIntern.id}`, w.supervisor.headers);
      expect(res.statusCode).toBe(403);
    });
  });
});
