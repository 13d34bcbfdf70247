import { DateTime } from 'luxon';
import { setSupervisor } from '../src/domain/people/people.repository';
import { createUser } from './helpers/fixtures';
import { useTestApp, type TestContext } from './helpers/test-app';
import { useSmtpReceiver } from './helpers/smtp';
import { describeEachDatabase } from './helpers/test-db';
import { createTask, createWorld, lastMailTo, mailCount, today, type World } from './helpers/world';

const request = (
  ctx: TestContext,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) => ctx.app.inject({ method, url: `/api${url}`, headers, payload });

const dayOffset = (ctx: TestContext, days: number) =>
  DateTime.fromISO(today(ctx)).plus({ days }).toISODate() as string;

describeEachDatabase('tasks', (dialect) => {
  const env: Record<string, string | undefined> = {};
  const smtp = useSmtpReceiver(env);
  const ctx = useTestApp(dialect, env);
  let w: World;
  beforeAll(async () => {
    w = await createWorld(ctx);
  });

  describe('POST /api/Task', () => {
    const body = (w: World, overrides: object = {}) => ({
      AssignedTo: String(w.intern.id),
      Task: 'Map the data flows',
      TaskDescription: 'All systems of the Advisory team.',
      Deadline: today(ctx),
      ...overrides,
    });

    it('assigns a task to an own intern from today on, and e-mails the intern', async () => {
      const res = await request(ctx, 'POST', '/Task', w.supervisor.headers, body(w));
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ message: 'Task Assigned Successfully', id: expect.any(Number) });
      await smtp.waitFor(() =>
        smtp.to(w.intern.email).some((m) => m.subject === 'New task: Map the data flows'),
      );
      const mail = smtp
        .to(w.intern.email)
        .find((m) => m.subject === 'New task: Map the data flows');
      expect(mail?.text).toContain(`/internDashboard/tasks/${res.json().id}`);
    });

    it('refuses a deadline before today or not a date (422 on Deadline)', async () => {
      for (const Deadline of [dayOffset(ctx, -1), 'soon']) {
        const res = await request(
          ctx,
          'POST',
          '/Task',
          w.supervisor.headers,
          body(w, { Deadline }),
        );
        expect(res.statusCode).toBe(422);
        expect(Object.keys(res.json().errors)).toEqual(['Deadline']);
      }
    });

    it('answers 422 keyed by Task, TaskDescription and Deadline when they are missing', async () => {
      const res = await request(ctx, 'POST', '/Task', w.supervisor.headers, {
        AssignedTo: w.intern.id,
      });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors).sort()).toEqual([
        'Deadline',
        'Task',
        'TaskDescription',
      ]);
    });

    it("refuses another supervisor's intern (403) and a non-intern (422 on AssignedTo)", async () => {
      const other = await request(
        ctx,
        'POST',
        '/Task',
        w.supervisor.headers,
        body(w, { AssignedTo: w.otherIntern.id }),
      );
      expect(other.statusCode).toBe(403);
      for (const AssignedTo of [w.otherSupervisor.id, 99999]) {
        const res = await request(
          ctx,
          'POST',
          '/Task',
          w.supervisor.headers,
          body(w, { AssignedTo }),
        );
        expect(res.statusCode).toBe(422);
        expect(Object.keys(res.json().errors)).toEqual(['AssignedTo']);
      }
    });
  });

  describe('reading tasks', () => {
    it('GET /Task gives an intern { Tasks } of their own tasks only', async () => {
      const mine = await createTask(ctx, w.supervisor, w.intern, { title: 'Mine' });
      await createTask(ctx, w.otherSupervisor, w.otherIntern, { title: 'Not mine' });
      const res = await request(ctx, 'GET', '/Task', w.intern.headers);
      expect(res.statusCode).toBe(200);
      const tasks = res.json().Tasks as { id: number; AssignedTo: number }[];
      expect(tasks.map((task) => task.id)).toContain(mine);
      expect(tasks.every((task) => task.AssignedTo === w.intern.id)).toBe(true);
      expect(tasks.find((task) => task.id === mine)).toEqual({
        id: mine,
        Task: 'Mine',
        Description: 'Two pages, plain words.',
        Deadline: today(ctx),
        Status: 'Assigned',
        Rating: null,
        AssignedTo: w.intern.id,
        assignedto: { Name: expect.any(String) },
        assignedby: { user_id: w.supervisor.id, Name: expect.any(String) },
        CompletedAt: null,
        LastActivityAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        LastComment: null,
      });
    });

    it('GET /Task gives a supervisor the bare list of their own tasks', async () => {
      const res = await request(ctx, 'GET', '/Task', w.supervisor.headers);
      expect(Array.isArray(res.json())).toBe(true);
      const tasks = res.json() as { assignedby: { user_id: number } }[];
      expect(tasks.length).toBeGreaterThan(0);
      expect(tasks.every((task) => task.assignedby.user_id === w.supervisor.id)).toBe(true);
    });

    it('GET /Task/{id}: the intern, the supervisor and an admin read it; others get 403', async () => {
      const id = await createTask(ctx, w.supervisor, w.intern);
      for (const headers of [w.intern.headers, w.supervisor.headers, w.admin]) {
        const res = await request(ctx, 'GET', `/Task/${id}`, headers);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({
          task: expect.objectContaining({ id }),
          Supervisor: expect.any(String),
          comment: [],
        });
      }
      for (const headers of [w.otherIntern.headers, w.otherSupervisor.headers]) {
        expect((await request(ctx, 'GET', `/Task/${id}`, headers)).statusCode).toBe(403);
      }
      expect((await request(ctx, 'GET', '/Task/99999', w.admin)).statusCode).toBe(404);
    });
  });

  it("a reassigned intern's tasks reach the new supervisor; the assigner keeps them", async () => {
    const id = await createTask(ctx, w.supervisor, w.intern);
    const third = await createUser(ctx, 'SUP');
    expect((await request(ctx, 'GET', `/Task/${id}`, third.headers)).statusCode).toBe(403);
    await setSupervisor(ctx.app.db, w.intern.id, third.id);
    try {
      for (const who of [third, w.supervisor]) {
        expect((await request(ctx, 'GET', `/Task/${id}/edit`, who.headers)).statusCode).toBe(200);
        const list = (await request(ctx, 'GET', '/Task', who.headers)).json();
        expect(list.map((task: { id: number }) => task.id)).toContain(id);
      }
    } finally {
      await setSupervisor(ctx.app.db, w.intern.id, w.supervisor.id);
    }
  });

  describe('editing', () => {
    it("GET /Task/{id}/edit and PUT /Task/{id}: only the task's supervisor", async () => {
      const id = await createTask(ctx, w.supervisor, w.intern);
      const edit = await request(ctx, 'GET', `/Task/${id}/edit`, w.supervisor.headers);
      expect(edit.json()).toEqual({
        task: {
          id,
          Task: expect.any(String),
          Description: expect.any(String),
          Deadline: today(ctx),
        },
      });
      const payload = { Task: 'Renamed', Description: 'New text', Deadline: dayOffset(ctx, 3) };
      const ok = await request(ctx, 'PUT', `/Task/${id}`, w.supervisor.headers, payload);
      expect(ok.json()).toEqual({ message: 'Task Updated' });
      const read = await request(ctx, 'GET', `/Task/${id}/edit`, w.supervisor.headers);
      expect(read.json().task).toEqual({ id, ...payload });
      for (const headers of [w.otherSupervisor.headers]) {
        expect((await request(ctx, 'PUT', `/Task/${id}`, headers, payload)).statusCode).toBe(403);
        expect((await request(ctx, 'GET', `/Task/${id}/edit`, headers)).statusCode).toBe(403);
      }
    });

    it('refuses moving a deadline into the past, but keeps an unchanged past deadline', async () => {
      const id = await createTask(ctx, w.supervisor, w.intern, { deadline: dayOffset(ctx, -5) });
      const moved = await request(ctx, 'PUT', `/Task/${id}`, w.supervisor.headers, {
        Task: 'Old task',
        Description: 'Fixed typo',
        Deadline: dayOffset(ctx, -1),
      });
      expect(moved.statusCode).toBe(422);
      expect(Object.keys(moved.json().errors)).toEqual(['Deadline']);
      const kept = await request(ctx, 'PUT', `/Task/${id}`, w.supervisor.headers, {
        Task: 'Old task',
        Description: 'Fixed typo',
        Deadline: dayOffset(ctx, -5),
      });
      expect(kept.statusCode).toBe(200);
    });
  });

  describe('PUT /api/Task/Status/{id}', () => {
    it('completes one-way and idempotently; the supervisor is e-mailed once', async () => {
      const id = await createTask(ctx, w.supervisor, w.intern, { title: 'Finish me' });
      const before = await mailCount(ctx, w.supervisor.email);
      for (let i = 0; i < 2; i++) {
        const res = await request(ctx, 'PUT', `/Task/Status/${id}`, w.intern.headers);
        expect(res.statusCode).toBe(200);
      }
      const read = await request(ctx, 'GET', `/Task/${id}`, w.intern.headers);
      expect(read.json().task.Status).toBe('Completed');
      expect(await mailCount(ctx, w.supervisor.email)).toBe(before + 1);
      expect((await lastMailTo(ctx, w.supervisor.email))?.subject).toBe(
        'Task completed: Finish me',
      );
    });

    it("refuses another intern's task (403) and an unknown one (404)", async () => {
      const id = await createTask(ctx, w.supervisor, w.intern);
      expect(
        (await request(ctx, 'PUT', `/Task/Status/${id}`, w.otherIntern.headers)).statusCode,
      ).toBe(403);
      expect((await request(ctx, 'PUT', '/Task/Status/99999', w.intern.headers)).statusCode).toBe(
        404,
      );
      const read = await request(ctx, 'GET', `/Task/${id}`, w.intern.headers);
      expect(read.json().task.Status).toBe('Assigned');
    });
  });

  describe('POST /api/Supervisor/Task/Rate/{id}', () => {
    const rate = (id: number, headers: Record<string, string>, rating: unknown) =>
      request(ctx, 'POST', `/Supervisor/Task/Rate/${id}`, headers, { rating });

    it('rates a completed task 0 to 100 (number or text) and e-mails the intern', async () => {
      const id = await createTask(ctx, w.supervisor, w.intern, {
        completed: true,
        title: 'Rate me',
      });
      for (const rating of [0, 100, '75']) {
        const res = await rate(id, w.supervisor.headers, rating);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ message: 'Rating added' });
      }
      const read = await request(ctx, 'GET', `/Task/${id}`, w.intern.headers);
      expect(read.json().task.Rating).toBe(75);
      await smtp.waitFor(() => smtp.to(w.intern.email).some((m) => m.text?.includes('75%')));
      const mail = smtp.to(w.intern.email).find((m) => m.text?.includes('75%'));
      expect(mail?.subject).toBe('Your task was rated: Rate me');
      expect(mail?.text).toContain('75%');
    });

    it('changes nothing and sends nothing when the rating is the same again', async () => {
      const id = await createTask(ctx, w.supervisor, w.intern, {
        completed: true,
        title: 'Rate me twice',
      });
      const ratedMails = () =>
        ctx.app.db
          .selectFrom('outbox')
          .select('id')
          .where('recipient', '=', w.intern.email)
          .where('subject', '=', 'Your task was rated: Rate me twice')
          .execute();
      const stored = () =>
        ctx.app.db
          .selectFrom('tasks')
          .select(['rating', 'updated_at'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
      expect((await rate(id, w.supervisor.headers, 60)).statusCode).toBe(200);
      // An hour ago, so that any new write would show as a later last activity.
      await ctx.app.db
        .updateTable('tasks')
        .set({ updated_at: new Date(Date.now() - 3_600_000).toISOString() })
        .where('id', '=', id)
        .execute();
      const first = await stored();
      for (const rating of [60, '60']) {
        const again = await rate(id, w.supervisor.headers, rating);
        expect(again.statusCode).toBe(200);
        expect(again.json()).toEqual({ message: 'Rating added' });
      }
      expect(await stored()).toEqual(first);
      expect(await ratedMails()).toHaveLength(1);
      expect((await rate(id, w.supervisor.headers, 61)).statusCode).toBe(200);
      expect((await stored()).rating).toBe(61);
      expect(await ratedMails()).toHaveLength(2);
    });

    it('refuses a rating that is not a whole number from 0 to 100 (422 on rating)', async () => {
      const id = await createTask(ctx, w.supervisor, w.intern, { completed: true });
      for (const rating of [-1, 101, 50.5, '', null, 'high']) {
        const res = await rate(id, w.supervisor.headers, rating);
        expect([rating, res.statusCode]).toEqual([rating, 422]);
        expect(Object.keys(res.json().errors)).toEqual(['rating']);
      }
    });

    it('refuses a task that is not completed (409) or not theirs (403)', async () => {
      const open = await createTask(ctx, w.supervisor, w.intern);
      expect((await rate(open, w.supervisor.headers, 80)).statusCode).toBe(409);
      const done = await createTask(ctx, w.supervisor, w.intern, { completed: true });
      expect((await rate(done, w.otherSupervisor.headers, 80)).statusCode).toBe(403);
      const read = await request(ctx, 'GET', `/Task/${done}`, w.admin);
      expect(read.json().task.Rating).toBeNull();
    });
  });
});
