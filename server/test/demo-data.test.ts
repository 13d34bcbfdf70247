import { loadDemoData } from '../src/domain/demo/demo-data';
import { loginAdmin } from './helpers/fixtures';
import { useTestApp } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-db';

describeEachDatabase('--demo data', (dialect) => {
  const ctx = useTestApp(dialect);

  it('loads applications in every status with PDFs, once', async () => {
    await loadDemoData(ctx.app.db, ctx.config, ctx.app.log);
    await loadDemoData(ctx.app.db, ctx.config, ctx.app.log);
    const rows = await ctx.app.db.selectFrom('applications').select('status').execute();
    expect(rows).toHaveLength(10);
    expect(new Set(rows.map((row) => row.status))).toEqual(
      new Set(['Processing', 'Accepted', 'Passed', 'Declined']),
    );
    const admin = await loginAdmin(ctx);
    const queue = await ctx.app.inject({
      method: 'GET',
      url: '/api/Admin/User/Applicants',
      headers: admin,
    });
    const first = queue.json().Applicants[0];
    const detail = (
      await ctx.app.inject({ method: 'GET', url: `/api/Apply/${first.id}`, headers: admin })
    ).json();
    const file = await ctx.app.inject({
      method: 'GET',
      url: detail.Cv.replace('http://app.test', ''),
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.toString('latin1')).toMatch(/^%PDF-1\.4[\s\S]*%%EOF\n$/);
    const activate = await ctx.app.inject({
      method: 'POST',
      url: '/api/Account/Activate',
      payload: { email: 'grace.achieng@demo.example', password: 'Demo-pass-1' },
    });
    expect(activate.statusCode).toBe(201);
  });
});
