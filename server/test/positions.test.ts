import { apply, roleHeaders } from './helpers/fixtures';
import { useTestApp } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-db';

describeEachDatabase('positions', (dialect) => {
  const ctx = useTestApp(dialect);
  let as: Awaited<ReturnType<typeof roleHeaders>>;
  beforeAll(async () => {
    as = await roleHeaders(ctx);
  });

  it('GET /api/Position lists the fresh-install positions to anyone', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/Position' });
    expect(res.statusCode).toBe(200);
    expect(res.json().Positions.slice(0, 3)).toEqual([
      { id: 1, Position: 'Advisory' },
      { id: 2, Position: 'Engineering' },
      { id: 3, Position: 'Technology' },
    ]);
  });

  it('lets an admin create, read, rename and delete a position', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/Position',
      headers: as.ADM,
      payload: { Position: 'Data Science' },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect(created.json().message).toBe('New Position Added');

    const edit = await ctx.app.inject({
      method: 'GET',
      url: `/api/Position/${id}/edit`,
      headers: as.ADM,
    });
    expect(edit.json()).toEqual({ position: { id, Position: 'Data Science' } });

    const renamed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/Position/${id}`,
      headers: as.ADM,
      payload: { Position: 'Data Engineering' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ message: 'Position Updated Successfully' });

    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/Position/${id}`,
      headers: as.ADM,
    });
    expect(deleted.statusCode).toBe(200);
    const gone = await ctx.app.inject({
      method: 'GET',
      url: `/api/Position/${id}/edit`,
      headers: as.ADM,
    });
    expect(gone.statusCode).toBe(404);
  });

  it.each([
    ['missing', {}],
    ['too short', { Position: 'A' }],
    ['too long', { Position: 'x'.repeat(101) }],
    ['a duplicate (any case)', { Position: 'engineering' }],
  ])('answers 422 on Position when it is %s', async (_label, payload) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/Position',
      headers: as.ADM,
      payload,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.Position).toHaveLength(1);
  });

  it('answers 422 when renaming to another position name, 404 for an unknown id', async () => {
    const dup = await ctx.app.inject({
      method: 'PUT',
      url: '/api/Position/1',
      headers: as.ADM,
      payload: { Position: 'Technology' },
    });
    expect(dup.statusCode).toBe(422);
    const unknown = await ctx.app.inject({
      method: 'PUT',
      url: '/api/Position/9999',
      headers: as.ADM,
      payload: { Position: 'Whatever' },
    });
    expect(unknown.statusCode).toBe(404);
    const badId = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/Position/abc',
      headers: as.ADM,
    });
    expect(badId.statusCode).toBe(422);
  });

  it('refuses to delete a position in use, saying by how many (409)', async () => {
    await apply(ctx, { Position: '2' });
    const res = await ctx.app.inject({ method: 'DELETE', url: '/api/Position/2', headers: as.ADM });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/1 application\(s\) and \d+ user\(s\)/);
  });

  describe('permissions', () => {
    const writes = [
      ['POST', '/api/Position', { Position: 'Nope' }],
      ['GET', '/api/Position/1/edit', undefined],
      ['PUT', '/api/Position/1', { Position: 'Nope' }],
      ['DELETE', '/api/Position/3', undefined],
    ] as const;

    it.each(writes)(
      '%s %s: 401 anonymous, 403 intern and supervisor',
      async (method, url, payload) => {
        const anonymous = await ctx.app.inject({ method, url, payload });
        expect(anonymous.statusCode).toBe(401);
        for (const role of ['INT', 'SUP'] as const) {
          const res = await ctx.app.inject({ method, url, payload, headers: as[role] });
          expect(res.statusCode).toBe(403);
        }
      },
    );
  });
});
