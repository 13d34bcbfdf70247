import { enqueueMail, markMailFailed } from '../src/domain/mail/outbox.repository';
import { useTestApp } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-db';

const TOKEN = 'metrics-token-for-the-test-0123456789';
const scrape = (ctx: ReturnType<typeof useTestApp>, authorization?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: authorization ? { authorization } : {},
  });

/** One sample's value from the text format, or undefined when the series is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describeEachDatabase('GET /metrics', (dialect) => {
  const ctx = useTestApp(dialect, { METRICS_TOKEN: TOKEN });

  it('refuses a scrape without the token, or with another', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-of-some-length', TOKEN]) {
      const res = await scrape(ctx, authorization);
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.body).not.toContain('http_request_duration_seconds');
    }
  });

  it('counts each request by route pattern, method and status, with its duration', async () => {
    const series =
      'http_request_duration_seconds_count{method="GET",route="/api/Position/:id/edit",status_code="401"}';
    const before = sample((await scrape(ctx, `Bearer ${TOKEN}`)).body, series) ?? 0;
    for (const id of [1, 2]) {
      expect(
        (await ctx.app.inject({ method: 'GET', url: `/api/Position/${id}/edit` })).statusCode,
      ).toBe(401);
    }
    const res = await scrape(ctx, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain; version=0.0.4');
    expect(sample(res.body, series)).toBe(before + 2);
    expect(res.body).toContain(
      'http_request_duration_seconds_bucket{le="10",method="GET",route="/api/Position/:id/edit",status_code="401"}',
    );
    expect(res.body).not.toContain('route="/api/Position/1/edit"');
  });

  it('reports the outbox, event-loop lag and memory, and the pool on PostgreSQL', async () => {
    const waiting = await enqueueMail(ctx.app.db, {
      to: 'a@test.example',
      subject: 'One',
      text: 'x',
    });
    const failing = await enqueueMail(ctx.app.db, {
      to: 'b@test.example',
      subject: 'Two',
      text: 'y',
    });
    await markMailFailed(ctx.app.db, failing, 'connection refused', 60_000);
    expect(waiting).toBeLessThan(failing);

    const text = (await scrape(ctx, `Bearer ${TOKEN}`)).body;
    expect(sample(text, 'outbox_pending_messages')).toBe(2);
    expect(sample(text, 'outbox_failed_messages')).toBe(1);
    expect(sample(text, 'outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    if (dialect === 'postgres') {
      expect(sample(text, 'db_pool_connections{state="in_use"}')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'db_pool_waiting_queries')).toBe(0);
    } else {
      expect(text).not.toContain('db_pool_connections');
    }
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  const ctx = useTestApp('sqlite');

  it('is a 404: nothing is measured', async () => {
    const res = await scrape(ctx, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Metrics are off: set METRICS_TOKEN to turn them on' });
  });
});
