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

  describe('a comment sent again with its Idempotency-Key (a phone whose answer was lost)', () => {
    const keyed = (who: World['intern'], text: string, key: string) =>
      send(
        ctx,
        'POST',
        '/Comment',
        { ...who.headers, 'Idempotency-Key': key },
        {
          Taskid: taskId,
          Intern_comment: text,
          Userid: who.id,
        },
      );
    const rowsWith = (text: string) =>
      ctx.app.db
        .selectFrom('comments')
        .select(['id', 'user_id'])
        .where('body', '=', text)
        .execute();
    const notificationsAbout = () =>
      ctx.app.db
        .selectFrom('notifications')
        .select('id')
        .where('kind', '=', 'task_comment')
        .where('ref', '=', String(taskId))
        .execute();

    it('is written and notified once, and answered with the first comment', async () => {
      const before = (await notificationsAbout()).length;
      const first = await keyed(w.intern, 'Sent from the bus', 'key-aaaaaaaaaaaaaaaa');
      const again = await keyed(w.intern, 'Sent from the bus', 'key-aaaaaaaaaaaaaaaa');
      expect(first.statusCode).toBe(200);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expect(await rowsWith('Sent from the bus')).toEqual([
        { id: first.json().id, user_id: w.intern.id },
      ]);
      expect((await notificationsAbout()).length).toBe(before + 1);
    });

    it('keys are per author and per comment: another key or another author writes anew', async () => {
      await keyed(w.intern, 'Twice on purpose', 'key-bbbbbbbbbbbbbbbb');
      await keyed(w.intern, 'Twice on purpose', 'key-cccccccccccccccc');
      await keyed(w.supervisor, 'Twice on purpose', 'key-bbbbbbbbbbbbbbbb');
      expect((await rowsWith('Twice on purpose')).map((row) => row.user_id)).toEqual([
        w.intern.id,
        w.intern.id,
        w.supervisor.id,
      ]);
    });

    it('the same key sent twice at once still writes one comment', async () => {
      const [one, two] = await Promise.all([
        keyed(w.intern, 'At the same moment', 'key-dddddddddddddddd'),
        keyed(w.intern, 'At the same moment', 'key-dddddddddddddddd'),
      ]);
      expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
      expect(two.json().id).toBe(one.json().id);
      expect(await rowsWith('At the same moment')).toHaveLength(1);
    });

    it('refuses a malformed key (422) and writes nothing', async () => {
      const res = await keyed(w.intern, 'Bad key', 'short');
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toEqual(expect.any(String));
      expect(await rowsWith('Bad key')).toEqual([]);
    });
  });
});
