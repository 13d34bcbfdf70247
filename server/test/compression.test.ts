import zlib from 'node:zlib';
import { COMPRESS_THRESHOLD_BYTES } from '../src/plugins/compression';
import { loginAdmin } from './helpers/fixtures';
import { useTestApp } from './helpers/test-app';

/** Enough applications that the queue's JSON is well past the threshold. */
async function seedQueue(db: ReturnType<typeof useTestApp>['app']['db']) {
  const now = new Date().toISOString();
  await db
    .insertInto('applications')
    .values(
      Array.from({ length: 40 }, (_, i) => ({
        name: `Compressed Applicant ${i}`,
        email: `compressed${i}@zip.example`,
        phone_number: '+254712345678',
        position_id: 1,
        status: 'Processing' as const,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

describe('compression of JSON answers', () => {
  const ctx = useTestApp('sqlite');
  let admin: Record<string, string>;
  beforeAll(async () => {
    admin = await loginAdmin(ctx);
    await seedQueue(ctx.app.db);
  });

  const queue = (encoding: string, query = '') =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/Admin/User/Applicants${query}`,
      headers: { ...admin, 'accept-encoding': encoding },
    });

  it('sends a large list as brotli when the client prefers it, gzip when it only takes gzip', async () => {
    const br = await queue('br, gzip');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    const json = JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString());
    expect(json.Applicants).toHaveLength(40);
    expect(br.rawPayload.length).toBeLessThan(JSON.stringify(json).length);

    const gzip = await queue('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(json);
  });

  it('sends it as it is without Accept-Encoding', async () => {
    const plain = await queue('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().Applicants).toHaveLength(40);
  });

  it(`leaves answers under ${COMPRESS_THRESHOLD_BYTES} bytes alone`, async () => {
    const small = await queue('br, gzip', '?pageSize=1');
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().Total).toBe(40);
  });
});
