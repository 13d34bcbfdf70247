import type { AddressInfo } from 'node:net';
import { loginAdmin } from './helpers/fixtures';
import { multipart } from './helpers/multipart';
import { useTestApp, type TestContext } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-db';

const ROWS = 10_000;

function internsCsv() {
  const lines = ['Name,Email,Phone number,Position'];
  for (let i = 0; i < ROWS; i++) {
    const phone = `+2547${String(10_000_000 + i).padStart(8, '0')}`;
    lines.push(`Intern Number ${i},intern${i}@many.example,${phone},Engineering`);
  }
  return Buffer.from(lines.join('\r\n'));
}

// Issue 84: on SQLite a GET /api/Position waited for a whole import of 10 000 interns.
describeEachDatabase('an import of 10 000 interns beside other requests', (dialect) => {
  const ctx: TestContext = useTestApp(dialect);

  const imported = async (table: 'users' | 'applications' | 'outbox') => {
    const column = table === 'outbox' ? 'recipient' : 'email';
    const row = await ctx.app.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where(column, 'like', '%@many.example')
      .executeTakeFirstOrThrow();
    return Number(row.count);
  };

  // Over a real connection, as people's requests come: inject's would run as one chain of
  // promises that never lets the event loop turn, starving the import's steps.
  it('answers others while it runs, shows none of it until it commits, then all of it', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const api = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}/api`;
    const admin = await loginAdmin(ctx);
    const body = multipart({
      Kind: 'interns',
      File: { filename: 'interns.csv', content: internsCsv(), contentType: 'text/csv' },
    });
    const upload = await ctx.app.inject({
      method: 'POST',
      url: '/api/Admin/Imports',
      headers: { ...admin, ...body.headers },
      payload: body.payload,
    });
    expect(upload.statusCode).toBe(201);
    const id = upload.json().id as number;
    const run = await fetch(`${api}/Admin/Imports/${id}/Run`, {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/json' },
      body: JSON.stringify({ AllOrNothing: true }),
    });
    expect(run.status).toBe(202);

    // Each read is answered, then the import's state asked: "running" with rows done means the
    // read was answered half-way through the import, before it committed.
    const halfWay: { doneRows: number; visible: number[] }[] = [];
    let write: Promise<Response> | undefined;
    let state: { Status: string; DoneRows: number };
    do {
      const positions = await fetch(`${api}/Position`);
      expect(positions.status).toBe(200);
      expect(((await positions.json()) as { Positions: unknown[] }).Positions).toContainEqual(
        expect.objectContaining({ Position: 'Engineering' }),
      );
      const visible = await Promise.all([
        imported('users'),
        imported('applications'),
        imported('outbox'),
      ]);
      state = (await (await fetch(`${api}/Admin/Imports/${id}`, { headers: admin })).json()) as {
        Status: string;
        DoneRows: number;
      };
      if (state.Status === 'running' && state.DoneRows > 0) {
        halfWay.push({ doneRows: state.DoneRows, visible });
        // A write meanwhile waits its turn (SQLite has one writer), and neither fails nor is lost.
        write ??= fetch(`${api}/Position`, {
          method: 'POST',
          headers: { ...admin, 'content-type': 'application/json' },
          body: JSON.stringify({ Position: 'Written During The Import' }),
        });
      }
    } while (state.Status === 'running');

    expect(halfWay.length).toBeGreaterThan(0);
    for (const seen of halfWay) expect(seen.visible).toEqual([0, 0, 0]);
    expect(state).toMatchObject({ Status: 'done', DoneRows: ROWS });
    expect(
      await Promise.all([imported('users'), imported('applications'), imported('outbox')]),
    ).toEqual([ROWS, ROWS, ROWS]);
    expect((await write!).status).toBe(201);
    const positions = (await (await fetch(`${api}/Position`)).json()) as { Positions: unknown[] };
    expect(positions.Positions).toContainEqual(
      expect.objectContaining({ Position: 'Written During The Import' }),
    );
  }, 180_000);
});
