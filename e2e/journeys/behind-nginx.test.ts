import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ADMIN, api, logIn } from '../support/app';
import { launchBrowser, newPage } from '../support/browser';
import { openStore, type StoredRows } from '../support/database';
import { applyOnLanding, inDays, sees } from '../support/journey-steps';
import { deploySite, hasNginx, NGINX_PATH, startNginx, type RunningNginx } from '../support/nginx';
import { POSTGRES_URL, createPostgresDatabase, type PostgresDatabase } from '../support/postgres';
import { packProduction, ProductionInstance } from '../support/production';
import { freePort } from '../support/server';
import { TestSmtpServer } from '../support/smtp';

// A deployment as docs/deploy.md describes it, on loopback: two instances of the packed
// production build on PostgreSQL and Redis, behind nginx running the docs' site. People use it
// through the proxy while one instance is stopped, then another killed.

const REDIS_URL = process.env.TEST_REDIS_URL;
const missing = [
  !hasNginx && `nginx at ${NGINX_PATH} (sudo apt-get install nginx, or set NGINX_PATH)`,
  !POSTGRES_URL && 'TEST_DATABASE_URL',
  !REDIS_URL && 'TEST_REDIS_URL',
].filter(Boolean);
if (missing.length > 0) {
  console.warn(`The journey behind nginx is skipped: it needs ${missing.join(', ')}.`);
}

const APPLICANT = { Name: 'Achieng Odera', Email: 'achieng@e2e.test', Phone: '712000987' };
const FOUR_MB = 4 * 1024 * 1024;
const METRICS_TOKEN = 'journey-metrics-token-0123456789';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Outcome {
  kind: 'read' | 'create' | 'rename';
  status: number;
  at: number;
  /** A created position's name, or the name a rename gave. */
  name?: string;
  positionId?: number;
}

/**
 * What a signed-in administrator does in the page for `ms`: `workers` loops, each reading the
 * dashboard and an application, creating a position and renaming its own, one call at a time,
 * through the proxy with the page's session. Network errors are status 0.
 */
function keepWorking(
  page: Page,
  work: { ms: number; tag: string; applicationId: number; ownPositions: number[] },
) {
  return page.evaluate(async ({ ms, tag, applicationId, ownPositions }) => {
    const headers = {
      authorization: `Bearer ${localStorage.getItem('ACCESS_TOKEN')}`,
      'content-type': 'application/json',
    };
    const call = async (method: string, url: string, body?: unknown) => {
      try {
        const answer = await fetch(url, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        await answer.text();
        return answer.status;
      } catch {
        return 0;
      }
    };
    const end = Date.now() + ms;
    const outcomes: Outcome[] = [];
    await Promise.all(
      ownPositions.map(async (positionId, worker) => {
        for (let n = 0; Date.now() < end; n += 1) {
          const at = Date.now();
          const name = `${tag} w${worker} n${n}`;
          if (n % 4 === 0) {
            outcomes.push({
              kind: 'read',
              at,
              status: await call('GET', '/api/Admin/User/Dashboard'),
            });
          } else if (n % 4 === 1) {
            const status = await call('GET', `/api/Apply/${applicationId}`);
            outcomes.push({ kind: 'read', at, status });
          } else if (n % 4 === 2) {
            const status = await call('POST', '/api/Position', { Position: name });
            outcomes.push({ kind: 'create', at, status, name });
          } else {
            const status = await call('PUT', `/api/Position/${positionId}`, { Position: name });
            outcomes.push({ kind: 'rename', at, status, name, positionId });
          }
        }
      }),
    );
    return outcomes;
  }, work);
}

interface RoundFigures {
  signal: string;
  exitCode: number | null;
  /** From the signal to the process's end. */
  stoppedInMs: number;
  requests: number;
  duringStop: number;
  readsFailed: number;
  writesAcknowledged: number;
  writesErrored: number;
  erroredButSaved: number;
  writesLost: number;
  savedTwice: number;
  retriedByNginx: number;
}

(missing.length === 0 ? describe : describe.skip)('two production instances behind nginx', () => {
  const smtp = new TestSmtpServer();
  const figures: RoundFigures[] = [];
  let production: ReturnType<typeof packProduction>;
  let postgres: PostgresDatabase;
  let instances: ProductionInstance[];
  let proxy: RunningNginx;
  let browser: Browser;
  let store: StoredRows;
  let workDir: string;
  let admin: Page;
  let applicationId: number;

  beforeAll(async () => {
    workDir = mkdtempSync(path.join(tmpdir(), 'e2e-nginx-'));
    await smtp.start();
    production = packProduction();
    postgres = await createPostgresDatabase();
    const [first, second, proxyPort] = [await freePort(), await freePort(), await freePort()];
    const env = {
      DATABASE_URL: postgres.url,
      REDIS_URL: REDIS_URL!,
      TRUST_PROXY: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
      DATA_DIR: path.join(workDir, 'data'),
      SMTP_URL: smtp.url,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      METRICS_TOKEN,
    };
    instances = [first, second].map((port) => new ProductionInstance(production.folder, port, env));
    // The first start makes the packed front ends the first releases; the second finds them.
    await instances[0].start();
    await instances[1].start();
    proxy = await startNginx(
      path.join(workDir, 'nginx'),
      proxyPort,
      deploySite(proxyPort, [first, second]),
    );
    browser = await launchBrowser();
    store = await openStore(workDir, postgres.url);
  }, 300_000);

  afterAll(async () => {
    if (figures.length > 0)
      console.log(`Behind nginx, figures of each stop:\n${JSON.stringify(figures, null, 2)}`);
    await store?.close();
    await browser?.close();
    await proxy?.stop();
    await Promise.all((instances ?? []).map((instance) => instance.stop('SIGTERM')));
    await postgres?.drop();
    await smtp.stop();
    production?.remove();
    rmSync(workDir, { recursive: true, force: true });
  }, 60_000);

  const storedFiles = () =>
    store.rows<{ kind: string; size: number; bytes: number }>(
      `select f.kind, f.size, octet_length(f.content) as bytes
         from application_files f join applications a on a.id = f.application_id
        where a.email = $1 order by f.kind`,
      [APPLICANT.Email],
    );

  it('takes an application with two 4 MB PDFs through the proxy', async () => {
    const visitor = await newPage(browser, proxy.url);
    await applyOnLanding(visitor.page, APPLICANT, 'Engineering', FOUR_MB);
    expect(await storedFiles()).toEqual([
      { kind: 'AttachmentLetter', size: expect.any(Number), bytes: expect.any(Number) },
      { kind: 'Cv', size: expect.any(Number), bytes: expect.any(Number) },
    ]);
    for (const file of await storedFiles()) {
      expect(Number(file.bytes)).toBeGreaterThan(FOUR_MB);
      expect(Number(file.bytes)).toBe(Number(file.size));
    }
    await smtp.waitFor(() => smtp.to(APPLICANT.Email).length > 0);
    expect(visitor.consoleErrors).toEqual([]);
    await visitor.page.context().close();
  });

  it('lets an administrator sign in, open the CV and schedule the interview', async () => {
    ({ page: admin } = await newPage(browser, proxy.url));
    await admin.goto('/login');
    await logIn(admin, ADMIN.email, ADMIN.password);
    await admin.waitForURL('**/adminDashboard');
    [{ id: applicationId }] = await store.rows<{ id: number }>(
      'select id from applications where email = $1',
      [APPLICANT.Email],
    );
    // The signed link of the CV, downloaded whole through the proxy.
    const cvBytes = await admin.evaluate(async (id) => {
      const headers = { authorization: `Bearer ${localStorage.getItem('ACCESS_TOKEN')}` };
      const details = await (await fetch(`/api/Apply/${id}`, { headers })).json();
      return (await (await fetch(details.Cv)).arrayBuffer()).byteLength;
    }, applicationId);
    expect(cvBytes).toBeGreaterThan(FOUR_MB);

    await admin.goto('/adminDashboard/applications');
    await admin.getByRole('link', { name: `Accept ${APPLICANT.Name}` }).click();
    await admin.getByLabel('Interview Date').fill(inDays(3));
    await admin.getByRole('button', { name: 'Schedule' }).click();
    await sees(admin, 'Email sent Successfully');
    await smtp.waitFor(() =>
      smtp.to(APPLICANT.Email).some((m) => m.subject?.startsWith('Interview')),
    );
  });

  /** Positions the administrator's loops rename, one each. */
  async function ownPositions(tag: string, count: number) {
    const token = await admin.evaluate(() => localStorage.getItem('ACCESS_TOKEN') ?? '');
    const ids: number[] = [];
    for (let index = 0; index < count; index += 1) {
      const { id } = await api<{ id: number }>(proxy.url, 'POST', '/Position', 201, {
        token,
        json: { Position: `${tag} own ${index}` },
      });
      ids.push(id);
    }
    return ids;
  }

  /** Counts of each name among the positions, and the name of each position. */
  async function storedPositions(tag: string) {
    const rows = await store.rows<{ id: number; name: string }>(
      'select id, name from positions where name like $1',
      [`${tag} %`],
    );
    const counts = new Map<string, number>();
    for (const row of rows) counts.set(row.name, (counts.get(row.name) ?? 0) + 1);
    return { counts, nameOf: new Map(rows.map((row) => [row.id, row.name])) };
  }

  /** Works for 6 s through the proxy, stopping `victim` with `signal` 2 s in; then checks. */
  async function stopOneWhileWorking(victim: ProductionInstance, signal: NodeJS.Signals) {
    const tag = `Stop ${signal} ${randomInt(1e6)}`;
    const owned = await ownPositions(tag, 4);
    const logBefore = proxy.accessLog().length;
    const working = keepWorking(admin, { ms: 6000, tag, applicationId, ownPositions: owned });
    await sleep(2000);
    const signalled = Date.now();
    const exitCode = await victim.stop(signal);
    const stoppedInMs = Date.now() - signalled;
    // A stop past its bound says why in the instance's own log.
    if (signal === 'SIGTERM' && exitCode !== 0) console.log(victim.output().slice(-4000));
    const outcomes = await working;

    const { counts, nameOf } = await storedPositions(tag);
    const writes = outcomes.filter((outcome) => outcome.kind !== 'read');
    const acknowledged = writes.filter(
      (outcome) => outcome.status === 200 || outcome.status === 201,
    );
    const errored = writes.filter((outcome) => !acknowledged.includes(outcome));
    const creates = writes.filter((outcome) => outcome.kind === 'create');
    // A rename is lost when the name kept is neither the last acknowledged one nor one that
    // errored after it (an errored write may have been done).
    const renamesLost = owned.filter((id) => {
      const renames = writes.filter((outcome) => outcome.positionId === id);
      const lastAcknowledged = renames.findLastIndex((outcome) => acknowledged.includes(outcome));
      const allowed = renames.slice(Math.max(lastAcknowledged, 0)).map((outcome) => outcome.name);
      return lastAcknowledged >= 0 && !allowed.includes(nameOf.get(id));
    });
    const round: RoundFigures = {
      signal,
      exitCode,
      stoppedInMs,
      requests: outcomes.length,
      duringStop: outcomes.filter((o) => o.at >= signalled && o.at < signalled + 2000).length,
      readsFailed: outcomes.filter((o) => o.kind === 'read' && o.status !== 200).length,
      writesAcknowledged: acknowledged.length,
      writesErrored: errored.length,
      erroredButSaved: errored.filter((o) => o.kind === 'create' && counts.get(o.name!) === 1)
        .length,
      writesLost:
        creates.filter((o) => acknowledged.includes(o) && counts.get(o.name!) !== 1).length +
        renamesLost.length,
      savedTwice: creates.filter((o) => (counts.get(o.name!) ?? 0) > 1).length,
      retriedByNginx: proxy
        .accessLog()
        .slice(logBefore)
        .filter((line) => /upstream=\S+, /.test(line)).length,
    };
    figures.push(round);
    expect(round.readsFailed).toBe(0);
    expect(round.writesLost).toBe(0);
    expect(round.savedTwice).toBe(0);
    // What errored was answered by nginx as a failure the page sees (502), never left hanging.
    expect(errored.every((o) => o.status >= 500)).toBe(true);

    // The page keeps working for the person: a screen drawn from the other instance.
    await admin.goto('/adminDashboard/selectedApplicants');
    await admin.getByText(APPLICANT.Name).first().waitFor();
    await victim.start();
    return { round };
  }

  it('loses nothing while one instance stops (SIGTERM) under a signed-in user', async () => {
    const { round } = await stopOneWhileWorking(instances[0], 'SIGTERM');
    expect(round.exitCode).toBe(0);
  }, 120_000);

  it('loses no acknowledged write when one is killed (SIGKILL), and repeats none', async () => {
    // nginx leaves an instance that failed alone for 10 s (fail_timeout): let it come back.
    await sleep(10_000);
    const { round } = await stopOneWhileWorking(instances[1], 'SIGKILL');
    expect(round.exitCode).toBeNull();
  }, 120_000);

  /** One request to the proxy from a loopback address of its own. */
  const from = (address: string, path: string, json: unknown, headers = {}) =>
    new Promise<number>((resolve, reject) => {
      const body = JSON.stringify(json);
      const request = http.request(
        {
          host: '127.0.0.1',
          port: new URL(proxy.url).port,
          localAddress: address,
          method: 'POST',
          path,
          headers: { 'content-type': 'application/json', ...headers },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      request.on('error', reject);
      request.end(body);
    });

  it('counts rate limits per client address through the proxy, shared by both instances', async () => {
    const address = () => `127.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(2, 255)}`;
    const [one, other] = [address(), address()];
    // Setting a password from a link: 20 a minute per address, counted in Redis.
    const resets = [];
    for (let n = 0; n < 21; n += 1) {
      resets.push(await from(one, '/api/Reset', { token: `no-such-token-${n}`, password: 'x' }));
    }
    expect(resets.slice(0, 20)).not.toContain(429);
    expect(resets[20]).toBe(429);
    // A forged X-Forwarded-For is overwritten by nginx: no fresh budget.
    expect(
      await from(
        one,
        '/api/Reset',
        { token: 'forged', password: 'x' },
        { 'x-forwarded-for': '10.1.2.3' },
      ),
    ).toBe(429);
    expect(await from(other, '/api/Reset', { token: 'elsewhere', password: 'x' })).not.toBe(429);

    // Five wrong passwords for an e-mail lock it from that address only.
    const wrong = { email: ADMIN.email, password: 'Not-the-password-1' };
    for (let n = 0; n < 5; n += 1) expect(await from(one, '/api/login', wrong)).toBe(401);
    expect(await from(one, '/api/login', wrong)).toBe(429);
    expect(await from(other, '/api/login', wrong)).toBe(401);
  }, 120_000);

  it("has each instance count what it answered, scraped at the instance's own address", async () => {
    for (const instance of instances) {
      // An instance back from a stop may have had no traffic yet (nginx rests an upstream that
      // failed): it answers one request of its own first.
      expect((await fetch(`${instance.url}/api/health`)).status).toBe(200);
      const answer = await fetch(`${instance.url}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(answer.status).toBe(200);
      expect(await answer.text()).toMatch(
        /^http_request_duration_seconds_count\{.*route="\/api\/health".*\} [1-9]/m,
      );
    }
    expect((await fetch(`${proxy.url}/metrics`)).status).toBe(404);
    // METRICS_SCREENSHOT=<file.png>: what a scrape of the instance stopped first looks like.
    if (process.env.METRICS_SCREENSHOT) {
      const context = await browser.newContext({
        extraHTTPHeaders: { authorization: `Bearer ${METRICS_TOKEN}` },
        viewport: { width: 1000, height: 400 },
      });
      const page = await context.newPage();
      await page.goto(`${instances[0].url}/metrics`);
      await page.evaluate(() => {
        const wanted =
          /^(# (HELP|TYPE) )?(http_request_duration_seconds_count|outbox_|db_pool_|nodejs_eventloop_lag_(seconds|p99)|process_resident)/;
        const text = document.querySelector('pre') ?? document.body;
        text.textContent = text
          .textContent!.split('\n')
          .filter((line) => wanted.test(line))
          .join('\n');
      });
      await page.screenshot({ path: process.env.METRICS_SCREENSHOT, fullPage: true });
      await context.close();
    }
  });
});
