import { createSession } from '../src/domain/accounts/sessions.repository';
import { insertDirectory } from '../src/domain/directories/directories.repository';
import { insertUser } from '../src/domain/users/users.repository';
import type { FastifyZod } from '../src/lib/fastify-zod';
import { isoNow } from '../src/lib/time';
import { hashToken, newToken } from '../src/lib/tokens';
import { openEventStream, origin } from '../test/helpers/event-stream';
import { startOtherInstance, startTestApp, stopTestApp } from '../test/helpers/test-app';
import { postgresUrl } from '../test/helpers/test-db';
import { arg } from './command-line';

/**
 * `npm run bench:scim-leaving -w server` (`-- --people 20`): a directory deactivates that many
 * supervisors one by one (PATCH active false, as Entra ID sends it) while each has an API
 * session and a notification stream open on another instance (PostgreSQL, with
 * TEST_DATABASE_URL) or the same one (SQLite). Prints, from the PATCH's start, when the
 * session's next request answered 401 and when the stream ended (p50 and max, ms).
 */
const PEOPLE = arg('people', 20);

async function supervisorSession(app: FastifyZod, index: number) {
  const id = await insertUser(app.db, {
    name: `Leaving Supervisor ${index}`,
    email: `leaving${index}@bench.example`,
    role: 'SUP',
    password_hash: null,
  });
  const token = newToken();
  await createSession(app.db, id, hashToken(token), {
    userAgent: 'scim-leaving bench',
    clientAddress: '127.0.0.1',
    method: 'password',
  });
  return { id, headers: { authorization: `Bearer ${token}` } };
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

async function measure(label: string, a: FastifyZod, b: FastifyZod) {
  const token = newToken();
  await insertDirectory(a.db, {
    name: 'Bench directory',
    tokenHash: hashToken(token),
    now: isoNow(),
  });
  const refused: number[] = [];
  const ended: number[] = [];
  for (let index = 0; index < PEOPLE; index++) {
    const person = await supervisorSession(a, index);
    const ask = () =>
      b.inject({ method: 'GET', url: '/api/Notification', headers: person.headers });
    if ((await ask()).statusCode !== 200) throw new Error('the session does not answer');
    const ticket = await b.inject({
      method: 'POST',
      url: '/api/Notification/Stream/Ticket',
      headers: person.headers,
    });
    const stream = await openEventStream(
      `${await origin(b)}/api/Notification/Stream?ticket=${ticket.json().Ticket}`,
    );
    const start = performance.now();
    const streamEnd = stream.done.then(() => performance.now() - start);
    const patched = await a.inject({
      method: 'PATCH',
      url: `/scim/v2/Users/${person.id}`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/scim+json' },
      payload: JSON.stringify({
        schemas: ['urn:ietf:params:scim:api:messages:2.0:PatchOp'],
        Operations: [{ op: 'Replace', path: 'active', value: false }],
      }),
    });
    if (patched.statusCode !== 200) throw new Error(`PATCH answered ${patched.statusCode}`);
    while ((await ask()).statusCode !== 401) await new Promise((resolve) => setTimeout(resolve, 5));
    refused.push(performance.now() - start);
    ended.push(await streamEnd);
  }
  const said = (values: number[]) =>
    `p50 ${percentile(values, 0.5).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms`;
  console.log(`${label}: ${PEOPLE} deactivations`);
  console.log(`  API session refused: ${said(refused)}`);
  console.log(`  notification stream ended: ${said(ended)}`);
}

async function main() {
  const sqlite = await startTestApp('sqlite');
  await measure('SQLite, one instance', sqlite.app, sqlite.app);
  await stopTestApp(sqlite);
  if (!postgresUrl)
    return console.log('PostgreSQL: set TEST_DATABASE_URL to measure two instances');
  const a = await startTestApp('postgres');
  const b = await startOtherInstance(a);
  await measure('PostgreSQL, deactivated on one instance, held on the other', a.app, b);
  await b.close();
  await stopTestApp(a);
}

void main();
