import {
  applicationForm,
  apply,
  loginAdmin,
  pdf,
  setStatus,
  uniqueEmail,
} from './helpers/fixtures';
import { pdfBomb, sharedStringsBomb } from './helpers/hostile-files';
import { multipart } from './helpers/multipart';
import { useTestApp, type TestContext } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-db';

async function counts(ctx: TestContext) {
  const [applications, files] = await Promise.all([
    ctx.app.db
      .selectFrom('applications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    ctx.app.db
      .selectFrom('application_files')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { applications: Number(applications.n), files: Number(files.n) };
}

describeEachDatabase('POST /api/Apply', (dialect) => {
  const ctx = useTestApp(dialect);
  const send = (form: { payload: Buffer; headers: Record<string, string> }) =>
    ctx.app.inject({ method: 'POST', url: '/api/Apply', ...form });

  it('stores the application in Processing with both PDFs (201)', async () => {
    const email = uniqueEmail('Applicant');
    const res = await send(applicationForm({ Email: email, PhoneNumber: '+254 712 345 678' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      message: 'You will receive an email regarding your application',
      id: expect.any(Number),
    });
    const row = await ctx.app.db
      .selectFrom('applications')
      .selectAll()
      .where('id', '=', res.json().id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      email: email.toLowerCase(),
      phone_number: '+254712345678',
      status: 'Processing',
      position_id: 1,
    });
    const files = await ctx.app.db
      .selectFrom('application_files')
      .select(['kind', 'content'])
      .where('application_id', '=', row.id)
      .orderBy('kind')
      .execute();
    expect(files.map((file) => file.kind)).toEqual(['AttachmentLetter', 'Cv']);
    expect(files[1].content.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it.each([
    ['Name', { Name: 'A' }],
    ['Name', { Name: 'x'.repeat(101) }],
    ['Name', { Name: undefined }],
    ['Email', { Email: 'not-an-email' }],
    ['PhoneNumber', { PhoneNumber: '12345' }],
    ['PhoneNumber', { PhoneNumber: '+254 12' }],
    ['Position', { Position: '999' }],
    ['Position', { Position: 'Engineering' }],
    ['Cv', { Cv: undefined }],
    ['AttachmentLetter', { AttachmentLetter: undefined }],
  ])('answers 422 keyed by %s (%j)', async (field, override) => {
    const before = await counts(ctx);
    const res = await send(applicationForm(override));
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual([field]);
    expect(await counts(ctx)).toEqual(before);
  });

  it('reports every invalid field at once', async () => {
    const res = await send(multipart({ Name: 'A' }));
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(
      ['AttachmentLetter', 'Cv', 'Email', 'Name', 'PhoneNumber', 'Position'].sort(),
    );
  });

  describe('files are checked by content and leave nothing behind', () => {
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(200, 1),
    ]);

    it.each([
      ['a renamed PNG', { Cv: { filename: 'cv.pdf', content: png } }, 'Cv', /must be a PDF/],
      [
        'an empty file',
        { AttachmentLetter: { filename: 'l.pdf', content: Buffer.alloc(0) } },
        'AttachmentLetter',
        /empty/,
      ],
      [
        'a truncated PDF',
        { Cv: { filename: 'cv.pdf', content: pdf().content.subarray(0, 300) } },
        'Cv',
        /complete PDF/,
      ],
    ])('%s: 422', async (_label, override, field, message) => {
      const before = await counts(ctx);
      const res = await send(applicationForm(override));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[field][0]).toMatch(message);
      expect(await counts(ctx)).toEqual(before);
    });

    it('a zip bomb renamed .pdf: 422, never unpacked', async () => {
      const before = await counts(ctx);
      const bomb = await sharedStringsBomb(60);
      const res = await send(applicationForm({ Cv: { filename: 'cv.pdf', content: bomb } }));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.Cv).toEqual(['The CV must be a PDF file.']);
      expect(await counts(ctx)).toEqual(before);
    });

    it('a PDF whose page unpacks to 60 MB is kept as sent: the server never unpacks a PDF', async () => {
      const bomb = pdfBomb(60);
      const res = await send(
        applicationForm({ AttachmentLetter: { filename: 'letter.pdf', content: bomb } }),
      );
      expect(res.statusCode).toBe(201);
      const stored = await ctx.app.db
        .selectFrom('application_files')
        .select('content')
        .where('application_id', '=', res.json().id)
        .where('kind', '=', 'AttachmentLetter')
        .executeTakeFirstOrThrow();
      expect(Buffer.from(stored.content).equals(bomb)).toBe(true);
    });

    it('two PDFs of 4.5 MB each: accepted (the limit is per file)', async () => {
      const big = (fill: number) => ({
        filename: 'big.pdf',
        content: Buffer.concat([
          Buffer.from('%PDF-1.4\n'),
          Buffer.alloc(4.5 * 1024 * 1024, fill),
          Buffer.from('\n%%EOF\n'),
        ]),
      });
      const res = await send(applicationForm({ Cv: big(32), AttachmentLetter: big(10) }));
      expect(res.statusCode).toBe(201);
    });

    it('a 6 MB PDF: 413', async () => {
      const before = await counts(ctx);
      const big = Buffer.concat([
        Buffer.from('%PDF-1.4\n'),
        Buffer.alloc(6 * 1024 * 1024, 32),
        Buffer.from('\n%%EOF\n'),
      ]);
      const res = await send(applicationForm({ Cv: { filename: 'big.pdf', content: big } }));
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toMatch(/5 MB/);
      expect(await counts(ctx)).toEqual(before);
    });

    it('a truncated multipart body: 400', async () => {
      const before = await counts(ctx);
      const form = applicationForm();
      const cut = form.payload.subarray(0, form.payload.length - 200);
      const res = await send({ payload: cut, headers: form.headers });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/incomplete or malformed/);
      expect(await counts(ctx)).toEqual(before);
    });

    it('a JSON body instead of a form: 415', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/Apply',
        payload: { Name: 'x' },
      });
      expect(res.statusCode).toBe(415);
    });
  });

  it('allows one open application per e-mail (409), and a new one after a Decline', async () => {
    const admin = await loginAdmin(ctx);
    const { id, email } = await apply(ctx);
    const dup = await send(applicationForm({ Email: email.toUpperCase() }));
    expect(dup.statusCode).toBe(409);
    await setStatus(ctx, admin, id, 'Declined');
    const again = await send(applicationForm({ Email: email }));
    expect(again.statusCode).toBe(201);
  });

  it('refuses two simultaneous applications for one e-mail: one 201, one 409', async () => {
    const email = uniqueEmail('race');
    const results = await Promise.all([
      send(applicationForm({ Email: email })),
      send(applicationForm({ Email: email })),
    ]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([201, 409]);
  });
});

describeEachDatabase('POST /api/ApplicationStatus', (dialect) => {
  const ctx = useTestApp(dialect);

  it('answers Name, Email, Position and the stored status of the newest application', async () => {
    const admin = await loginAdmin(ctx);
    const { id, email } = await apply(ctx, { Name: 'Old Try', Position: '2' });
    await setStatus(ctx, admin, id, 'Declined');
    await apply(ctx, { Name: 'New Try', Email: email, Position: '3' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/ApplicationStatus',
      payload: { Email: email.toUpperCase() },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ApplicationStatus: {
        Name: 'New Try',
        Email: email,
        Position: 'Technology',
        ApplicationStatus: 'Processing',
      },
    });
  });

  it('accepts the Email as a URL-encoded or multipart form field', async () => {
    const { email } = await apply(ctx);
    const urlEncoded = await ctx.app.inject({
      method: 'POST',
      url: '/api/ApplicationStatus',
      payload: `Email=${encodeURIComponent(email)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(urlEncoded.statusCode).toBe(200);
    const form = multipart({ Email: email });
    const multi = await ctx.app.inject({ method: 'POST', url: '/api/ApplicationStatus', ...form });
    expect(multi.statusCode).toBe(200);
  });

  it('answers 404 "Email does not exist" for an unknown e-mail and 422 for a malformed one', async () => {
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/ApplicationStatus',
      payload: { Email: uniqueEmail() },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Email does not exist' });
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/ApplicationStatus',
      payload: { Email: 'x' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.Email).toBeDefined();
  });
});
