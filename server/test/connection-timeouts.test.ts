import { useTestApp } from './helpers/test-app';

describe('connection timeouts (issue 67)', () => {
  const ctx = useTestApp('sqlite');

  it('cuts a client that has not sent its headers within 10 s, or its request within 60 s', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    // Node's defaults were 60 s for the headers and none for the request (fastify's 0).
    expect(ctx.app.server.headersTimeout).toBe(10_000);
    expect(ctx.app.server.requestTimeout).toBe(60_000);
  });
});
