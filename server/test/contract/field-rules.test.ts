import { sql } from 'kysely';
import {
  addCommentSchema,
  assignTaskSchema,
  positionSchema,
  rateTaskSchema,
  updateCommentSchema,
} from 'shared-api/forms';
import { registerCatalogue, sharedApiCatalogue } from 'shared-api';
import { useTestApp } from '../helpers/test-app';
import { describeEachDatabase } from '../helpers/test-db';
import { createTask, createWorld, today, type World } from '../helpers/world';

/**
 * A form refuses exactly what the server refuses: for each field, values around its limits go
 * through the form's schema (shared-api) and through the route, and both give the same verdict.
 * Both are built from shared-api/field-rules; this catches a side that stops using it.
 */
const texts = (min: number, max: number) => [
  '',
  '   ',
  'a'.repeat(Math.max(min - 1, 0)) || 'a',
  'a'.repeat(min),
  ` ${'a'.repeat(min)} `,
  'a'.repeat(max),
  'a'.repeat(max + 1),
  ` ${'a'.repeat(max)} `,
  'two\nlines',
  'a line\u2028another',
  'bell\u0007',
];

// The forms say a message with values in the language on screen (issue 57): English, as the
// shell shows it once shared-api's catalogue is registered.
beforeAll(() => registerCatalogue('shared-api', sharedApiCatalogue));

describeEachDatabase('field rules: the form and the server agree', (dialect) => {
  const ctx = useTestApp(dialect);
  let w: World;
  let taskId: number;
  let completedId: number;
  beforeAll(async () => {
    w = await createWorld(ctx);
    taskId = await createTask(ctx, w.supervisor, w.intern);
    completedId = await createTask(ctx, w.supervisor, w.intern, { completed: true });
  });

  const status = async (
    method: 'POST' | 'PUT',
    url: string,
    headers: Record<string, string>,
    payload: object,
  ) => (await ctx.app.inject({ method, url: `/api${url}`, headers, payload })).statusCode;
  const verdict = (code: number) => (code < 300 ? 'accepted' : code === 422 ? 'refused' : code);
  const form = (ok: boolean) => (ok ? 'accepted' : 'refused');

  async function compare(
    values: unknown[],
    formAccepts: (value: unknown) => boolean,
    serverStatus: (value: unknown) => Promise<number>,
  ) {
    for (const value of values) {
      const seen = {
        value,
        form: form(formAccepts(value)),
        server: verdict(await serverStatus(value)),
      };
      expect(seen).toEqual({ value, form: seen.server, server: seen.server });
    }
  }

  it('a comment: 1 to 2 000 characters, line breaks allowed', async () => {
    await compare(
      texts(1, 2000),
      (value) =>
        addCommentSchema.safeParse({ Taskid: taskId, Userid: w.intern.id, Intern_comment: value })
          .success,
      (value) =>
        status('POST', '/Comment', w.intern.headers, {
          Taskid: String(taskId),
          Userid: String(w.intern.id),
          Intern_comment: value,
        }),
    );
    const { id } = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/Comment',
        headers: w.intern.headers,
        payload: { Taskid: String(taskId), Userid: String(w.intern.id), Intern_comment: 'Mine' },
      })
    ).json();
    await compare(
      texts(1, 2000),
      (value) => updateCommentSchema.safeParse({ Comment: value }).success,
      (value) => status('PUT', `/Comment/${id}`, w.intern.headers, { Comment: value }),
    );
  });

  it("a task's title: 2 to 200 characters on one line", async () => {
    await compare(
      texts(2, 200),
      (value) =>
        assignTaskSchema.safeParse({
          AssignedTo: w.intern.id,
          Task: value,
          TaskDescription: 'Two pages, plain words.',
          Deadline: today(ctx),
        }).success,
      (value) =>
        status('POST', '/Task', w.supervisor.headers, {
          AssignedTo: w.intern.id,
          Task: value,
          TaskDescription: 'Two pages, plain words.',
          Deadline: today(ctx),
        }),
    );
  });

  it("a task's deadline: a calendar date from today to the last day of the date rule", async () => {
    const task = (Deadline: unknown) => ({
      AssignedTo: w.intern.id,
      Task: 'Write the report',
      TaskDescription: 'Two pages, plain words.',
      Deadline,
    });
    await compare(
      [today(ctx), '2099-12-31', '2100-01-01', '9999-12-31', '0001-01-01', '+010000-01-01'],
      (value) => assignTaskSchema.safeParse(task(value)).success,
      (value) => status('POST', '/Task', w.supervisor.headers, task(value)),
    );
  });

  it("a position's name: 2 to 100 characters on one line", async () => {
    await compare(
      texts(2, 100),
      (value) => positionSchema.safeParse({ Position: value }).success,
      async (value) => {
        const answer = await ctx.app.inject({
          method: 'POST',
          url: '/api/Position',
          headers: w.admin,
          payload: { Position: value },
        });
        // Each value is tried alone: a second position of the same name would be a 409.
        if (answer.statusCode === 201) {
          await ctx.app.db.deleteFrom('positions').where('id', '=', answer.json().id).execute();
        }
        return answer.statusCode;
      },
    );
  });

  it('a rating: a whole number from 0 to 100, with one message', async () => {
    const values = [-1, 0, 50, 100, 101, 50.5];
    let rated = 0;
    await compare(
      values,
      (value) => rateTaskSchema.safeParse({ rating: value }).success,
      async (value) => {
        const id =
          rated++ === 0
            ? completedId
            : await createTask(ctx, w.supervisor, w.intern, { completed: true });
        return status('POST', `/Supervisor/Task/Rate/${id}`, w.supervisor.headers, {
          rating: value,
        });
      },
    );
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `/api/Supervisor/Task/Rate/${completedId}`,
      headers: w.supervisor.headers,
      payload: { rating: 101 },
    });
    const formIssue = rateTaskSchema.safeParse({ rating: 101 }).error?.issues[0]?.message;
    expect(refused.json().errors.rating).toEqual([formIssue]);
  });

  it('the database refuses a rating out of range, whoever writes it', async () => {
    for (const rating of [-1, 101]) {
      // Matched on the text: better-sqlite3's native part keeps the error class of the first
      // test file that loaded it in this worker, which `toThrow` does not see as an Error.
      const refusal = await sql`update tasks set rating = ${rating} where id = ${completedId}`
        .execute(ctx.app.db)
        .then(
          () => 'written',
          (error: unknown) => String(error),
        );
      expect(refusal).toMatch(/tasks_rating_range/);
    }
    await sql`update tasks set rating = ${100} where id = ${completedId}`.execute(ctx.app.db);
  });
});
