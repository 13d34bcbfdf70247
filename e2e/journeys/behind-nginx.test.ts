import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ADMIN, api, applyThroughApi, logIn } from '../support/app';
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
// through the proxy while both instances are restarted one at a time, twice, then one killed.

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

declare global {
  interface Window {
    journeyWork?: Promise<Outcome[]>;
    journeyWorkStop?: boolean;
  }
}

/** Each loop's bounds: the load stops at the first of them even if nobody stops it. */
const WORK_BOUNDS = { ms: 120_000, requestsPerLoop: 5000 };

/**
 * What a signed-in administrator does in the page until `stopWorking`: one loop per own
 * position, each reading the dashboard and an application, creating a position and renaming its
 * own, one call at a time, through the proxy with the page's session. Network errors are
 * status 0.
 */
function startWorking(
  page: Page,
  work: { tag: string; applicationId: number; ownPositions: number[] },
) {
  return page.evaluate(
    ({ tag, applicationId, ownPositions, bounds }) => {
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
      const end = Date.now() + bounds.ms;
      const outcomes: Outcome[] = [];
      window.journeyWorkStop = false;
      window.journeyWork = Promise.all(
        ownPositions.map(async (positionId, worker) => {
          for (
            let n = 0;
            !window.journeyWorkStop && Date.now() < end && n < bounds.requestsPerLoop;
            n += 1
          ) {
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
      ).then(() => outcomes);
    },
    { ...work, bounds: WORK_BOUNDS },
  );
}

function stopWorking(page: Page) {
  return page.evaluate(() => {
    window.journeyWorkStop = true;
    return window.journeyWork!;
  });
}

/** One instance stopped and started again, as an upgrade or systemd's restart does. */
interface Restart {
  instance: number;
  signal: NodeJS.Signals;
  exitCode: number | null;
  signalledAt: number;
  /** From the signal to the process's end. */
  stoppedInMs: number;
  /** From the signal to its own `/api/ready` answering 200. */
  readyInMs: number;
}

/** What the page did during one restart (from its signal to its readiness) or a whole run. */
interface Tally {
  requests: number;
  reads: number;
  readsFailed: number;
  writes: number;
  writesAcknowledged: number;
  writesErrored: number;
  /** Errored creates whose row is there all the same (a write may be done when its answer is lost). */
  erroredButSaved: number;
  writesLost: number;
  savedTwice: number;
}

const isWrite = (outcome: Outcome) => outcome.kind !== 'read';
const isAcknowledged = (outcome: Outcome) =>
  isWrite(outcome) && (outcome.status === 200 || outcome.status === 201);

(missing.length === 0 ? describe : describe.skip)('two production instances behind nginx', () => {
  const smtp = new TestSmtpServer();
  const figures: unknown[] = [];
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
      console.log(`Behind nginx, figures of each run:\n${JSON.stringify(figures, null, 2)}`);
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

  it("keeps the administrator's live notifications through the stop of each instance", async () => {
    await admin.goto('/adminDashboard');
    const bell = admin.getByRole('button', { name: /notifications?$/i });
    const unread = async () =>
      Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
    await bell.waitFor();
    await admin.evaluate(() => Object.assign(window, { notReloaded: true }));
    const heard: { instance: number; ms: number }[] = [];
    // Whichever instance holds the page's stream, one of the two stops finds it there.
    for (const [index, instance] of instances.entries()) {
      // The count shown once the bell has read it (not while it loads).
      await admin.getByRole('button', { name: /unread notifications?$/ }).waitFor();
      const before = await unread();
      expect(await instance.stop('SIGTERM')).toBe(0);
      try {
        const appliedAt = Date.now();
        await applyThroughApi(proxy.url, {
          Name: `Live Applicant ${index}`,
          Email: `live${index}@e2e.test`,
          PhoneNumber: `+25472200070${index}`,
          Position: 'Engineering',
        });
        // At least one more: another notice may come too (none is expected).
        const deadline = Date.now() + 30_000;
        while ((await unread()) <= before && Date.now() < deadline) await sleep(100);
        expect(await unread()).toBeGreaterThan(before);
        heard.push({ instance: index + 1, ms: Date.now() - appliedAt });
      } finally {
        // Started again whatever happened, so that the runs below have both instances.
        await instance.start();
        await untilReady(instance);
      }
    }
    expect(await admin.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(
      true,
    );
    figures.push({ liveNotificationWhileAnInstanceWasStopped: heard });
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

  /** Polls an instance's own `/api/ready` until it answers 200 (60 s at most). */
  async function untilReady(instance: ProductionInstance) {
    for (let tries = 0; tries < 600; tries += 1) {
      const answer = await fetch(`${instance.url}/api/ready`).catch(() => undefined);
      if (answer?.status === 200) return;
      await sleep(100);
    }
    throw new Error(`${instance.url}/api/ready never answered 200`);
  }

  /** Stops `victim` with `signal`, starts it again and waits for its readiness. */
  async function restart(victim: ProductionInstance, signal: NodeJS.Signals): Promise<Restart> {
    const signalledAt = Date.now();
    const exitCode = await victim.stop(signal);
    const stoppedInMs = Date.now() - signalledAt;
    // A stop past its bound says why in the instance's own log.
    if (signal === 'SIGTERM' && exitCode !== 0) console.log(victim.output().slice(-4000));
    await victim.start();
    await untilReady(victim);
    const instance = instances.indexOf(victim) + 1;
    return {
      instance,
      signal,
      exitCode,
      signalledAt,
      stoppedInMs,
      readyInMs: Date.now() - signalledAt,
    };
  }

  /**
   * Each write the page made judged against the rows stored: lost when acknowledged and not
   * there (a create) or not kept (a rename, whose name kept must be its last acknowledged one or
   * one that errored after it: an errored write may have been done); saved twice when its name
   * is on two rows.
   */
  async function judgeWrites(tag: string, outcomes: Outcome[], owned: number[]) {
    const { counts, nameOf } = await storedPositions(tag);
    const lost = new Set<Outcome>();
    for (const outcome of outcomes) {
      if (outcome.kind === 'create' && isAcknowledged(outcome) && counts.get(outcome.name!) !== 1)
        lost.add(outcome);
    }
    for (const id of owned) {
      const renames = outcomes.filter((outcome) => outcome.positionId === id);
      const last = renames.findLastIndex(isAcknowledged);
      const kept = renames.slice(last).map((outcome) => outcome.name);
      if (last >= 0 && !kept.includes(nameOf.get(id))) lost.add(renames[last]);
    }
    return (some: Outcome[]): Tally => {
      const reads = some.filter((outcome) => !isWrite(outcome));
      const writes = some.filter(isWrite);
      const errored = writes.filter((outcome) => !isAcknowledged(outcome));
      const creates = writes.filter((outcome) => outcome.kind === 'create');
      return {
        requests: some.length,
        reads: reads.length,
        readsFailed: reads.filter((outcome) => outcome.status !== 200).length,
        writes: writes.length,
        writesAcknowledged: writes.filter(isAcknowledged).length,
        writesErrored: errored.length,
        erroredButSaved: errored.filter(
          (outcome) => outcome.kind === 'create' && counts.get(outcome.name!) === 1,
        ).length,
        writesLost: writes.filter((outcome) => lost.has(outcome)).length,
        savedTwice: creates.filter((outcome) => (counts.get(outcome.name!) ?? 0) > 1).length,
      };
    };
  }

  /**
   * Keeps the page working through the proxy while `restarts` runs (1 s before and after it),
   * then checks that no read failed and no acknowledged write was lost or done twice.
   */
  async function whileWorking(title: string, restarts: () => Promise<Restart[]>) {
    const tag = `${title} ${randomInt(1e6)}`;
    const owned = await ownPositions(tag, 4);
    const [accessBefore, errorsBefore] = [proxy.accessLog().length, proxy.errorLog().length];
    await startWorking(admin, { tag, applicationId, ownPositions: owned });
    await sleep(1000);
    const done = await restarts();
    await sleep(1000);
    const outcomes = await stopWorking(admin);

    const tally = await judgeWrites(tag, outcomes, owned);
    const run = {
      title,
      restarts: done.map(({ signalledAt, ...restart }) => ({
        ...restart,
        ...tally(
          outcomes.filter(
            (outcome) => outcome.at >= signalledAt && outcome.at <= signalledAt + restart.readyInMs,
          ),
        ),
      })),
      whole: {
        ...tally(outcomes),
        retriedByNginx: proxy
          .accessLog()
          .slice(accessBefore)
          .filter((line) => /upstream=\S+, /.test(line)).length,
        noLiveUpstreams: proxy
          .errorLog()
          .slice(errorsBefore)
          .filter((line) => line.includes('no live upstreams')).length,
      },
    };
    figures.push(run);
    // Each restart happened under load: the loops had not ended before it.
    for (const restart of run.restarts) expect(restart.requests).toBeGreaterThan(0);
    expect(run.whole.readsFailed).toBe(0);
    expect(run.whole.writesLost).toBe(0);
    expect(run.whole.savedTwice).toBe(0);
    // What errored was answered by nginx as a failure the page sees (502), never left hanging.
    const errored = outcomes.filter((outcome) => isWrite(outcome) && !isAcknowledged(outcome));
    expect(errored.filter((outcome) => outcome.status < 500)).toEqual([]);

    // The page keeps working for the person.
    await admin.goto('/adminDashboard/selectedApplicants');
    await admin.getByText(APPLICANT.Name).first().waitFor();
    return run;
  }

  it('loses nothing through two rolling restarts (SIGTERM, one instance at a time, as docs/upgrade.md says)', async () => {
    const run = await whileWorking('Rolling', async () => {
      const done: Restart[] = [];
      for (let round = 0; round < 2; round += 1) {
        for (const instance of instances) done.push(await restart(instance, 'SIGTERM'));
      }
      return done;
    });
    expect(run.restarts.map((restart) => restart.exitCode)).toEqual([0, 0, 0, 0]);
  }, 240_000);

  it('loses no acknowledged write when one is killed (SIGKILL), and repeats none', async () => {
    const run = await whileWorking('Killed', async () => [await restart(instances[1], 'SIGKILL')]);
    expect(run.restarts.map((restart) => restart.exitCode)).toEqual([null]);
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
      // An instance just restarted may have had no traffic yet: it answers one request first.
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
