import { multipart } from './helpers/multipart';
import { ADMIN, useTestApp } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-db';
import { mailCount } from './helpers/world';

describeEachDatabase('requests another site makes a browser send', (dialect) => {
  const ctx = useTestApp(dialect);
  const resetFor = (
    headers: Record<string, string>,
    payload: string | object = { email: ADMIN.email },
  ) => ctx.app.inject({ method: 'POST', url: '/api/PasswordReset', headers, payload });

  it.each([
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
    ['a same-site page', { 'sec-fetch-site': 'same-site', origin: 'https://other.app.test' }],
    ['an older browser (Origin only)', { origin: 'https://evil.example' }],
    ['a sandboxed frame (Origin: null)', { origin: 'null' }],
  ])('refuses %s with 403 and e-mails nobody', async (_, headers) => {
    const res = await resetFor({ ...headers, 'content-type': 'application/json' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Requests from other sites are refused.' });
    expect(await mailCount(ctx, ADMIN.email)).toBe(0);
  });

  it('refuses every state-changing method and public route another site could aim at', async () => {
    const headers = { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' };
    for (const [method, url] of [
      ['POST', '/api/Apply'],
      ['POST', '/api/ApplicationStatus'],
      ['POST', '/api/Account/Activate'],
      ['POST', '/api/PersonalData/Request'],
      ['POST', '/api/login'],
      ['PUT', '/api/Apply/1'],
      ['DELETE', '/api/Position/1'],
      ['PATCH', '/api/Position/1'],
    ] as const) {
      const res = await ctx.app.inject({ method, url, headers, payload: { email: ADMIN.email } });
      expect([method, url, res.statusCode]).toEqual([method, url, 403]);
    }
    // Reading is not refused: links and pages are opened from anywhere.
    const read = await ctx.app.inject({ method: 'GET', url: '/api/Position', headers });
    expect(read.statusCode).toBe(200);
  });

  it("accepts the site's own pages, the PUBLIC_URL origin, and clients that are not browsers", async () => {
    const allowed: Record<string, string>[] = [
      { 'sec-fetch-site': 'same-origin', origin: 'http://app.test' },
      { 'sec-fetch-site': 'none' },
      { origin: 'http://app.test' },
      { origin: 'http://localhost:80' },
      {},
    ];
    for (const headers of allowed) {
      const res = await resetFor(headers);
      expect([headers, res.statusCode]).toEqual([headers, 200]);
    }
  });
});

describeEachDatabase('form bodies only where a form posts them', (dialect) => {
  const ctx = useTestApp(dialect);
  const post = (url: string, body: { payload: string | Buffer; headers: Record<string, string> }) =>
    ctx.app.inject({ method: 'POST', url, ...body });
  const urlEncoded = (fields: Record<string, string>) => ({
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  const plainText = (text: string) => ({
    payload: text,
    headers: { 'content-type': 'text/plain' },
  });

  it.each([
    ['URL-encoded', urlEncoded({ email: ADMIN.email })],
    ['multipart', multipart({ email: ADMIN.email })],
    ['text/plain', plainText(`{"email":"${ADMIN.email}"}`)],
  ])('answers a %s body to a JSON route 415 and e-mails nobody', async (_, body) => {
    const res = await post('/api/PasswordReset', body);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/JSON/);
    expect(await mailCount(ctx, ADMIN.email)).toBe(0);
  });

  it('still takes the status check as a form, as the spec has it', async () => {
    for (const body of [
      urlEncoded({ Email: 'nobody@form.example' }),
      multipart({ Email: 'nobody@form.example' }),
    ]) {
      expect((await post('/api/ApplicationStatus', body)).statusCode).toBe(404);
    }
    expect(
      (await post('/api/ApplicationStatus', plainText('Email=nobody@form.example'))).statusCode,
    ).toBe(415);
  });
});
