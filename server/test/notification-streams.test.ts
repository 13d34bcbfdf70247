import { issueStreamTicket } from '../src/domain/notifications/stream-tickets.repository';
import { hashToken } from '../src/lib/tokens';
import type { FastifyZod } from '../src/lib/fastify-zod';
import { openEventStream, origin, streamOf, ticketOf } from './helpers/event-stream';
import { apply, createUser } from './helpers/fixtures';
import { startOtherInstance, useTestApp, useTwoInstances } from './helpers/test-app';
import { describeEachDatabase, postgresUrl } from './helpers/test-db';
import { createTask, createWorld, type Person, type World } from './helpers/world';

/** The id of a user's newest session (the one their headers carry). */
async function sessionOf(app: FastifyZod, userId: number) {
  const session = await app.db
    .selectFrom('sessions')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return session.id;
}

const complete = (app: FastifyZod, id: number, intern: Person) =>
  app.inject({ method: 'PUT', url: `/api/Task/Status/${id}`, headers: intern.headers });

describeEachDatabase('notification streams', (dialect) => {
  const ctx = useTestApp(dialect);
  let w: World;
  beforeAll(async () => {
    w = await createWorld(ctx);
  });

  it("carries each of the user's own notifications within 2 s, and no one else's", async () => {
    const mine = await streamOf(ctx.app, w.supervisor);
    const theirs = await streamOf(ctx.app, w.otherSupervisor);
    expect(mine.status).toBe(200);
    expect(mine.contentType).toMatch(/^text\/event-stream/);
    // A hijacked answer, yet with the headers every answer gets (issue 67).
    expect(mine.headers.get('x-content-type-options')).toBe('nosniff');
    expect(mine.headers.get('cache-control')).toBe('no-store');
    const id = await createTask(ctx, w.supervisor, w.intern, { title: 'Live one' });
    const started = Date.now();
    expect((await complete(ctx.app, id, w.intern)).statusCode).toBe(200);
    const [event] = await mine.waitFor(1, 2000);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(event.event).toBe('notification');
    expect(JSON.parse(event.data)).toMatchObject({
      Kind: 'task_completed',
      Subject: 'Live one',
      Path: `/supervisorDashboard/taskDetails/${id}`,
    });
    const stored = await ctx.app.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', w.supervisor.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(event.id).toBe(String(stored.id));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(theirs.events).toEqual([]);
    mine.close();
    theirs.close();
  });

  it('gives each actor of the authorization matrix their own events only', async () => {
    const actors = {
      intern: w.intern,
      otherIntern: w.otherIntern,
      supervisor: w.supervisor,
      otherSupervisor: w.otherSupervisor,
      admin: { headers: w.admin },
    };
    type Stream = Awaited<ReturnType<typeof streamOf>>;
    const streams: Record<string, Stream> = Object.fromEntries(
      await Promise.all(
        Object.entries(actors).map(async ([name, who]) => [name, await streamOf(ctx.app, who)]),
      ),
    );
    const id = await createTask(ctx, w.supervisor, w.intern, { title: 'Matrix task' });
    await complete(ctx.app, id, w.intern);
    await ctx.app.inject({
      method: 'POST',
      url: `/api/Supervisor/Task/Rate/${id}`,
      headers: w.supervisor.headers,
      payload: { rating: 70 },
    });
    await apply(ctx, { Name: 'Matrix Applicant' });
    await streams.supervisor.waitFor(1);
    await streams.intern.waitFor(1);
    await streams.admin.waitFor(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const kinds = Object.fromEntries(
      Object.entries(streams).map(([name, stream]) => [
        name,
        stream.events.map((event) => (JSON.parse(event.data) as { Kind: string }).Kind),
      ]),
    );
    expect(kinds).toEqual({
      intern: ['task_rated'],
      otherIntern: [],
      supervisor: ['task_completed'],
      otherSupervisor: [],
      admin: ['application_received'],
    });
    for (const stream of Object.values(streams)) stream.close();
  });

  it('resumes after the last event seen, so a reconnect misses nothing', async () => {
    const first = await createTask(ctx, w.supervisor, w.intern, { title: 'Missed one' });
    await complete(ctx.app, first, w.intern);
    const [missed] = await ctx.app.db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', w.supervisor.id)
      .orderBy('id', 'desc')
      .execute();
    const resumed = await streamOf(ctx.app, w.supervisor, missed.id - 1);
    const [event] = await resumed.waitFor(1);
    expect(JSON.parse(event.data)).toMatchObject({ Id: missed.id, Subject: 'Missed one' });
    resumed.close();
  });

  it('opens only with a valid, unexpired ticket of a live session', async () => {
    const base = `${await origin(ctx.app)}/api/Notification/Stream`;
    const forged = await fetch(`${base}?ticket=1.9999999999.${'x'.repeat(43)}`);
    expect(forged.status).toBe(401);
    expect(((await forged.json()) as { message: string }).message).toBe(
      'This stream ticket is not valid.',
    );
    const sessionId = await sessionOf(ctx.app, w.intern.id);
    const old = await issueStreamTicket(ctx.app.db, sessionId, Date.now() - 120_000);
    const expired = await fetch(`${base}?ticket=${old}`);
    expect(expired.status).toBe(401);
    expect(((await expired.json()) as { message: string }).message).toBe(
      'This stream ticket has expired.',
    );
    expect((await fetch(base)).status).toBe(422);
  });

  it('opens one stream per ticket, and the ticket names nothing (issue 67)', async () => {
    const ticket = await ticketOf(ctx.app, w.intern.headers);
    const sessionId = await sessionOf(ctx.app, w.intern.id);
    // 256 random bits; it was `<session id>.<expiry>.<signature>`.
    expect(ticket).toMatch(/^[\w-]{43}$/);
    expect(ticket).not.toContain(`${sessionId}.`);
    const stored = await ctx.app.db
      .selectFrom('stream_tickets')
      .select('session_id')
      .where('token_hash', '=', hashToken(ticket))
      .executeTakeFirst();
    expect(stored).toEqual({ session_id: sessionId });

    const url = `${await origin(ctx.app)}/api/Notification/Stream?ticket=${ticket}`;
    const first = await openEventStream(url);
    expect(first.status).toBe(200);
    const again = await fetch(url);
    expect(again.status).toBe(401);
    expect(((await again.json()) as { message: string }).message).toBe(
      'This stream ticket is not valid.',
    );
    first.close();
  });

  it('ends when its session does: a logout, an archiving', async () => {
    const supervisor = await createUser(ctx, 'SUP');
    const intern = await createUser(ctx, 'INT');
    const left = await streamOf(ctx.app, supervisor);
    const archived = await streamOf(ctx.app, intern);
    await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: supervisor.headers });
    await ctx.app.inject({ method: 'DELETE', url: `/api/User/${intern.id}`, headers: w.admin });
    const ended = await Promise.race([
      Promise.all([left.done, archived.done]).then(() => true),
      new Promise((resolve) => setTimeout(() => resolve(false), 2000)),
    ]);
    expect(ended).toBe(true);
  });
});

const describePostgres = postgresUrl ? describe : describe.skip;

describePostgres('notification streams on two instances [postgres]', () => {
  const two = useTwoInstances();

  it('an event raised on one instance reaches the stream held by the other', async () => {
    const { a, b } = two;
    const w = await createWorld(a);
    const onB = await streamOf(b, w.supervisor);
    const id = await createTask(a, w.supervisor, w.intern, { title: 'Across' });
    expect((await complete(a.app, id, w.intern)).statusCode).toBe(200);
    const [event] = await onB.waitFor(1, 2000);
    expect(JSON.parse(event.data)).toMatchObject({ Kind: 'task_completed', Subject: 'Across' });
    onB.close();
  });

  it('a stream held by a stopping instance ends, and resumes on the other without a loss', async () => {
    const { a, b } = two;
    const w = await createWorld(a);
    const c = await startOtherInstance(a);
    const onC = await streamOf(c, w.supervisor);
    await c.close();
    await onC.done;
    const id = await createTask(a, w.supervisor, w.intern, { title: 'While away' });
    await complete(a.app, id, w.intern);
    const last = Number(onC.events.at(-1)?.id ?? 0);
    const onB = await streamOf(b, w.supervisor, last);
    const [event] = await onB.waitFor(1, 2000);
    expect(JSON.parse(event.data)).toMatchObject({ Subject: 'While away' });
    onB.close();
  });
});
