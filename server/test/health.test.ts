import { describeEachDatabase } from './helpers/test-db';
import { useTestApp } from './helpers/test-app';
import { APP_VERSION } from '../src/lib/version';

describeEachDatabase('GET /api/health', (dialect) => {
  const ctx = useTestApp(dialect);

  it('reports the database dialect it talks to', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      version: APP_VERSION,
      commit: expect.stringMatching(/^[0-9a-f]{12}(\+changes)?$/),
      database: dialect,
      releases: {},
    });
  });

  it('answers unknown API paths with a JSON 404, whatever the method', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await ctx.app.inject({ method, url: '/api/nothing-here' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: expect.stringContaining('not found') });
    }
  });

  it('sends security headers with a Content-Security-Policy', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
