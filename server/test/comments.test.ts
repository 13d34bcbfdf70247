import { useTestApp, type TestContext } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-db';
import { createTask, createWorld, type World } from './helpers/world';

const send = (
  ctx: TestContext,
  method: 'POST' | 'PUT',
  url: string,
  headers: Record<string, string>,
  payload: object,
) => ctx.app.inject({ method, url: `/api${url}`, headers, payload });

describeEachDatabase('comments and remarks', (dialect) => {
  const ctx = useTestApp(dialect);
  let w: World;
  let taskId: number;
  beforeAll(async () => {
    w = await createWorld(ctx);
    taskId = await createTask(ctx, w.supervisor, w.intern);
  });

  const comment = (who: { id: number; headers: Record<string, string> }, text: string) =>
    send(ctx, 'POST', '/Comment', who.headers, {
      Taskid: String(taskId),
      Intern_comment: text,
      Userid: String(who.id),
    });

  it("the task's intern comments and its supervisor remarks; both show with madeby", async () => {
    const first = await comment(w.intern, 'Started today');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'Comment Added Successfully', id: expect.any(Number) });
    const remark = await comment(w.supervisor, 'Good start');
    expect(remark.json().message).toBe('Remark Added Successfully');
    const read = await ctx.app.inject({
      method: 'GET',
      url: `/api/Task/${taskId}`,
      headers: w.intern.headers,
    });
    const names = await ctx.app.db.selectFrom('users').select(['id', 'name']).execute();
    const nameOf = (id: number) => names.find((row) => row.id === id)?.name;
    expect(read.json().comment).toEqual([
      {
        id: first.json().id,
        Comments: 'Started today',
        madeby: nameOf(w.intern.id),
        user_id: w.intern.id,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
      {
        id: remark.json().id,
        Comments: 'Good start',
        madeby: nameOf(w.supervisor.id),
        user_id: w.supervisor.id,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    ]);
    // The task in the lists now says who spoke last, and when.
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/Task',
      headers: w.supervisor.headers,
    });
    const listed = (
      list.json() as { id: number; LastComment: unknown; LastActivityAt: string }[]
    ).find((task) => task.id === taskId)!;
    expect(listed.LastComment).toEqual({
      id: remark.json().id,
      user_id: w.supervisor.id,
      At: expect.any(String),
    });
    expect(listed.LastActivityAt >= read.json().comment[1].created_at).toBe(true);
  });

  it('checks Userid against the token: commenting as someone else is 403', async () => {
    const res = await send(ctx, 'POST', '/Comment', w.intern.headers, {
      Taskid: taskId,
      Intern_comment: 'Pretending',
      Userid: w.supervisor.id,
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses comments on a task one does not take part in (403), or an unknown task (422)', async () => {
    expect((await comment(w.otherIntern, 'Hi')).statusCode).toBe(403);
    expect((await comment(w.otherSupervisor, 'Hi')).statusCode).toBe(403);
    const unknown = await send(ctx, 'POST', '/Comment', w.intern.headers, {
      Taskid: 99999,
      Intern_comment: 'Hi',
      Userid: w.intern.id,
    });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['Taskid']);
    const empty = await comment(w.intern, '   ');
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors)).toEqual(['Intern_comment']);
  });

  it('only the author edits a comment, by user id even when names are equal', async () => {
    const created = await comment(w.intern, 'Draft');
    const id = created.json().id as number;
    const edited = await send(ctx, 'PUT', `/Comment/${id}`, w.intern.headers, { Comment: 'Final' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toEqual({ message: 'Comment Updated Successfully' });

    // Same display name, different account: the name is not the key.
    const internName = await ctx.app.db
      .selectFrom('users')
      .select('name')
      .where('id', '=', w.intern.id)
      .executeTakeFirstOrThrow();
    await ctx.app.db
      .updateTable('users')
      .set({ name: internName.name })
      .where('id', '=', w.otherIntern.id)
      .execute();
    for (const who of [w.otherIntern, w.supervisor]) {
      const res = await send(ctx, 'PUT', `/Comment/${id}`, who.headers, { Comment: 'Hijacked' });
      expect(res.statusCode).toBe(403);
    }
    const missing = await send(ctx, 'PUT', '/Comment/99999', w.intern.headers, { Comment: 'x' });
    expect(missing.statusCode).toBe(404);
    const row = await ctx.app.db
      .selectFrom('comments')
      .select('body')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.body).toBe('Final');
  });
});
