import { applicationForm, uniqueEmail } from './helpers/fixtures';
import { useTestApp, type TestContext } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-db';
import { createTask, createWorld, today, type World } from './helpers/world';

/** Text that would write lines of its own into the e-mails that quote the field. */
const BROKEN = [
  'Kevin\n\nIT notice: reset your password at http://evil.example',
  'Kevin\r\nBcc: someone@evil.example',
  'Kevin\rnotice',
  'Kevin\u2028notice',
  'Kevin\u2029notice',
  'Kevin\u0085notice',
  'Kevin\n',
];

interface Case {
  field: string;
  send: (
    ctx: TestContext,
    w: World,
    value: string,
  ) => Promise<{ statusCode: number; json: () => { errors?: Record<string, string[]> } }>;
  /** What is stored where the field would land, to show nothing changed. */
  stored: (ctx: TestContext, w: World) => Promise<unknown>;
}

const call = (
  ctx: TestContext,
  method: 'POST' | 'PUT',
  url: string,
  headers: object,
  payload: object,
) =>
  ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: headers as Record<string, string>,
    payload,
  });

let taskId = 0;
let positionId = 0;

const CASES: Case[] = [
  {
    field: 'Name',
    send: (ctx, _w, value) =>
      ctx.app.inject({ method: 'POST', url: '/api/Apply', ...applicationForm({ Name: value }) }),
    stored: (ctx) => ctx.app.db.selectFrom('applications').select('name').execute(),
  },
  {
    field: 'Name',
    send: (ctx, w, value) =>
      call(ctx, 'PUT', `/User/${w.intern.id}`, w.intern.headers, {
        Name: value,
        Email: w.intern.email,
        PhoneNumber: '+254712345678',
      }),
    stored: (ctx) =>
      ctx.app.db.selectFrom('users').select(['name', 'email']).orderBy('id').execute(),
  },
  {
    field: 'Name',
    send: (ctx, w, value) =>
      call(ctx, 'POST', '/User', w.admin, {
        Name: value,
        Email: uniqueEmail('sup'),
        PhoneNumber: '+254712345678',
        Position: '1',
        Role: 'SUP',
      }),
    stored: (ctx) => ctx.app.db.selectFrom('users').select('name').orderBy('id').execute(),
  },
  {
    field: 'Task',
    send: (ctx, w, value) =>
      call(ctx, 'POST', '/Task', w.supervisor.headers, {
        AssignedTo: String(w.intern.id),
        Task: value,
        TaskDescription: 'Two lines\nare fine here.',
        Deadline: today(ctx),
      }),
    stored: (ctx) => ctx.app.db.selectFrom('tasks').select(['id', 'title']).execute(),
  },
  {
    field: 'Task',
    send: (ctx, w, value) =>
      call(ctx, 'PUT', `/Task/${taskId}`, w.supervisor.headers, {
        Task: value,
        Description: 'Two lines\nare fine here.',
        Deadline: today(ctx),
      }),
    stored: (ctx) => ctx.app.db.selectFrom('tasks').selectAll().execute(),
  },
  {
    field: 'Position',
    send: (ctx, w, value) => call(ctx, 'POST', '/Position', w.admin, { Position: value }),
    stored: (ctx) => ctx.app.db.selectFrom('positions').selectAll().execute(),
  },
  {
    field: 'Position',
    send: (ctx, w, value) =>
      call(ctx, 'PUT', `/Position/${positionId}`, w.admin, { Position: value }),
    stored: (ctx) => ctx.app.db.selectFrom('positions').selectAll().execute(),
  },
];

describeEachDatabase('one-line fields refuse line breaks (422 on the field)', (dialect) => {
  const ctx = useTestApp(dialect);
  let w: World;
  beforeAll(async () => {
    w = await createWorld(ctx);
    taskId = await createTask(ctx, w.supervisor, w.intern);
    const position = await call(ctx, 'POST', '/Position', w.admin, { Position: 'Cloud' });
    positionId = position.json().id;
  });

  it.each(CASES.map((c, i) => [i, c.field, c] as const))(
    'case %i: %s',
    async (i, field, { send, stored }) => {
      const before = await stored(ctx, w);
      for (const value of BROKEN) {
        const res = await send(ctx, w, value);
        expect([JSON.stringify(value), res.statusCode]).toEqual([JSON.stringify(value), 422]);
        expect(res.json().errors?.[field]).toEqual([`The ${field} must be on one line.`]);
      }
      expect(await stored(ctx, w)).toEqual(before);
      // The same field on one line is taken.
      const fine = await send(ctx, w, `Kevin Otieno ${i}`);
      expect(fine.statusCode).toBeLessThan(300);
    },
  );

  it('keeps line breaks in descriptions and comments', async () => {
    const res = await call(ctx, 'POST', '/Task', w.supervisor.headers, {
      AssignedTo: String(w.intern.id),
      Task: 'One line',
      TaskDescription: 'First line\nSecond line',
      Deadline: today(ctx),
    });
    expect(res.statusCode).toBe(201);
  });
});
