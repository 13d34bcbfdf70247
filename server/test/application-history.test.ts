import { apply, loginAdmin, setStatus } from './helpers/fixtures';
import { ADMIN, useTestApp } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-db';

const FUTURE = '2099-03-01';

describeEachDatabase('application history', (dialect) => {
  const ctx = useTestApp(dialect);

  const history = (admin: Record<string, string>, id: number) =>
    ctx.app.inject({ method: 'GET', url: `/api/Apply/${id}/History`, headers: admin });

  it('records the arrival and each change, with the administrator and the e-mail', async () => {
    const admin = await loginAdmin(ctx);
    const { id } = await apply(ctx);
    await setStatus(ctx, admin, id, 'Declined');
    await setStatus(ctx, admin, id, 'Accepted', FUTURE);
    await setStatus(ctx, admin, id, 'Passed');

    const res = await history(admin, id);
    expect(res.statusCode).toBe(200);
    const entries = res.json().History;
    expect(
      entries.map((e: { FromStatus: string | null; ToStatus: string }) => [
        e.FromStatus,
        e.ToStatus,
      ]),
    ).toEqual([
      [null, 'Processing'],
      ['Processing', 'Declined'],
      ['Declined', 'Accepted'],
      ['Accepted', 'Passed'],
    ]);
    const adminRow = await ctx.app.db
      .selectFrom('users')
      .select(['id', 'name'])
      .where('email', '=', ADMIN.email)
      .executeTakeFirstOrThrow();
    expect(entries[0].By).toBeNull();
    for (const entry of entries.slice(1)) {
      expect(entry.By).toEqual({ user_id: adminRow.id, Name: adminRow.name });
    }
    // The test app has no SMTP_URL: every e-mail was written to the log.
    expect(entries.map((e: { Email: string }) => e.Email)).toEqual([
      'logged',
      'logged',
      'logged',
      'logged',
    ]);
    const times = entries.map((e: { At: string }) => e.At);
    expect([...times].sort()).toEqual(times);
  });

  it('a refused change leaves no trace', async () => {
    const admin = await loginAdmin(ctx);
    const { id } = await apply(ctx);
    expect((await setStatus(ctx, admin, id, 'Passed')).statusCode).toBe(409);
    expect((await setStatus(ctx, admin, id, 'Accepted', '2000-01-01')).statusCode).toBe(422);
    const entries = (await history(admin, id)).json().History;
    expect(entries).toHaveLength(1);
    const rows = await ctx.app.db
      .selectFrom('application_events')
      .select('to_status')
      .where('application_id', '=', id)
      .execute();
    expect(rows).toEqual([{ to_status: 'Processing' }]);
  });

  it('answers 404 for an unknown application', async () => {
    const admin = await loginAdmin(ctx);
    const res = await history(admin, 999_999);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Application not found');
  });
});
