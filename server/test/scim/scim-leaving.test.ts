import type { FastifyZod } from '../../src/lib/fastify-zod';
import { streamOf } from '../helpers/event-stream';
import { createUser, login, loginAdmin } from '../helpers/fixtures';
import { connectDirectory, filterQuery, scimClient } from '../helpers/scim';
import { useTestApp, useTwoInstances, type TestContext } from '../helpers/test-app';
import { describeEachDatabase, postgresUrl } from '../helpers/test-db';
import { setSupervisor } from '../../src/domain/people/people.repository';

type Headers = Record<string, string>;

const page = (app: FastifyZod, headers: Headers) =>
  app.inject({ method: 'GET', url: '/api/Notification', headers });

/** Resolves with the milliseconds until `ended` resolves, or rejects after `limit`. */
async function endsWithin(ended: Promise<unknown>, limit: number, since: number) {
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(`still open after ${limit} ms`)), limit),
  );
  await Promise.race([ended, timeout]);
  return performance.now() - since;
}

/** Polls a request until it answers 401; the milliseconds it took. */
async function refusedWithin(
  ask: () => Promise<{ statusCode: number }>,
  limit: number,
  since: number,
) {
  while (performance.now() - since < limit) {
    if ((await ask()).statusCode === 401) return performance.now() - since;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`still answered after ${limit} ms`);
}

describeEachDatabase('SCIM: leaving is immediate (issue 89)', (dialect) => {
  const ctx: TestContext = useTestApp(dialect);

  it("ends the supervisor's session and stream, stops the password, tells the administrators, and comes back", async () => {
    const supervisor = await createUser(ctx, 'SUP');
    const interns = [await createUser(ctx, 'INT'), await createUser(ctx, 'INT')];
    const names = await ctx.app.db
      .selectFrom('users')
      .select(['id', 'name'])
      .where('id', 'in', [supervisor.id, ...interns.map((intern) => intern.id)])
      .orderBy('id')
      .execute();
    const nameOf = (id: number) => names.find((row) => row.id === id)!.name;
    for (const intern of interns) await setSupervisor(ctx.app.db, intern.id, supervisor.id);
    const directory = await connectDirectory(ctx, 'Leavers directory');
    const scim = scimClient(ctx, directory.token);
    const [found] = (
      await scim.get(`/Users?${filterQuery(`userName eq "${supervisor.email}"`)}`)
    ).json().Resources;
    expect(found.id).toBe(String(supervisor.id));

    expect((await page(ctx.app, supervisor.headers)).statusCode).toBe(200);
    const stream = await streamOf(ctx.app, supervisor);
    const since = performance.now();
    const res = await scim.patch(`/Users/${supervisor.id}`, {
      op: 'replace',
      value: { active: false },
    });
    expect(res.statusCode).toBe(200);
    expect((await page(ctx.app, supervisor.headers)).statusCode).toBe(401);
    await endsWithin(stream.done, 1000, since);
    expect(stream.events.map((event) => event.event)).toContain('session-ended');
    await expect(login(ctx, supervisor.email, supervisor.password)).rejects.toThrow();

    const admin = await loginAdmin(ctx);
    const told = await ctx.app.inject({ method: 'GET', url: '/api/Notification', headers: admin });
    expect(told.statusCode).toBe(200);
    const staffLeft = told
      .json()
      .Notifications.find((item: { Kind: string }) => item.Kind === 'staff_left');
    expect(staffLeft.Text).toBe(
      `${nameOf(supervisor.id)} left through the directory. These interns have no supervisor now: ${interns.map((intern) => nameOf(intern.id)).join(', ')}.`,
    );
    expect(staffLeft.Path).toBe('/adminDashboard/assignSupervisor');
    const unassigned = await ctx.app.db
      .selectFrom('users')
      .select('supervisor_id')
      .where(
        'id',
        'in',
        interns.map((intern) => intern.id),
      )
      .execute();
    expect(unassigned).toEqual([{ supervisor_id: null }, { supervisor_id: null }]);

    const back = await scim.patch(`/Users/${supervisor.id}`, {
      op: 'replace',
      value: { active: true },
    });
    expect(back.json().active).toBe(true);
    const again = await login(ctx, supervisor.email, supervisor.password);
    expect((await page(ctx.app, again)).statusCode).toBe(200);
  });
});

const describePostgres = postgresUrl ? describe : describe.skip;

describePostgres('SCIM: leaving reaches every instance [postgres] (issue 89)', () => {
  const two = useTwoInstances();

  it('a deactivation on one instance ends the session and the stream held by the other within a second', async () => {
    const { a, b } = two;
    const supervisor = await createUser(a, 'SUP');
    const onB = supervisor.headers;
    // B remembers the session (its cache), as it would after any request.
    expect((await page(b, onB)).statusCode).toBe(200);
    const stream = await streamOf(b, supervisor);
    const directory = await connectDirectory(a, 'Two instances');
    const since = performance.now();
    const res = await scimClient(a, directory.token).patch(`/Users/${supervisor.id}`, {
      op: 'Replace',
      path: 'active',
      value: false,
    });
    expect(res.statusCode).toBe(200);
    await refusedWithin(() => page(b, onB), 1000, since);
    await endsWithin(stream.done, 1000, since);
    expect(stream.events.at(-1)?.event).toBe('session-ended');
  });
});
