import { randomUUID } from 'node:crypto';
import type { Pool } from 'undici';
import { BENCH_PDF_BLOB } from './seed-bench-data';

/** What the soak's simulated people did: latencies, failures and every acknowledged write. */
export class Ledger {
  latencies = new Map<string, number[]>();
  failures = new Map<string, number>();
  applications: string[] = [];
  comments: string[] = [];
  assigned: string[] = [];
  completed = new Set<number>();
  ratings = new Map<number, number>();
  /** Completed tasks nobody has rated yet: each is rated once, so its stored rating is known. */
  toRate: number[] = [];

  record(action: string, ms: number, ok: boolean, status: number | string) {
    const list = this.latencies.get(action) ?? [];
    list.push(ms);
    this.latencies.set(action, list);
    if (!ok) {
      const key = `${action} ${status}`;
      this.failures.set(key, (this.failures.get(key) ?? 0) + 1);
    }
    return ok;
  }
}

export interface Scene {
  pool: Pool;
  origin: string;
  admin: Record<string, string>;
  supervisor: { headers: Record<string, string>; id: number; interns: number[] };
  interns: { headers: Record<string, string>; id: number; tasks: number[] }[];
  positions: number[];
}

const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)];

/** One request through the pool, timed and judged by its status. */
async function call(
  scene: Scene,
  ledger: Ledger,
  action: string,
  options: { method: 'GET' | 'POST' | 'PUT'; path: string; headers?: object; json?: unknown },
) {
  const start = performance.now();
  try {
    const res = await scene.pool.request({
      method: options.method,
      path: `/api${options.path}`,
      headers: {
        ...options.headers,
        ...(options.json === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: options.json === undefined ? undefined : JSON.stringify(options.json),
    });
    await res.body.arrayBuffer();
    const ok = res.statusCode >= 200 && res.statusCode < 300;
    return ledger.record(action, performance.now() - start, ok, res.statusCode);
  } catch (error) {
    return ledger.record(action, performance.now() - start, false, (error as Error).name);
  }
}

async function visitor(scene: Scene, ledger: Ledger) {
  const roll = Math.random();
  if (roll < 0.4) return call(scene, ledger, 'GET /Position', { method: 'GET', path: '/Position' });
  if (roll < 0.7 && ledger.applications.length > 0) {
    const Email = pick(ledger.applications);
    return call(scene, ledger, 'POST /ApplicationStatus', {
      method: 'POST',
      path: '/ApplicationStatus',
      json: { Email },
    });
  }
  const email = `soak.${randomUUID()}@soak.test`;
  const form = new FormData();
  form.append('Name', 'Soak Applicant');
  form.append('Email', email);
  form.append('PhoneNumber', '+254712345678');
  form.append('Position', String(pick(scene.positions)));
  form.append('Cv', BENCH_PDF_BLOB, 'cv.pdf');
  form.append('AttachmentLetter', BENCH_PDF_BLOB, 'letter.pdf');
  const start = performance.now();
  try {
    const res = await fetch(`${scene.origin}/api/Apply`, { method: 'POST', body: form });
    await res.arrayBuffer();
    if (ledger.record('POST /Apply', performance.now() - start, res.ok, res.status)) {
      ledger.applications.push(email);
    }
  } catch (error) {
    ledger.record('POST /Apply', performance.now() - start, false, (error as Error).name);
  }
}

async function intern(scene: Scene, ledger: Ledger, who: Scene['interns'][number]) {
  const roll = Math.random();
  const headers = who.headers;
  if (roll < 0.6)
    return call(scene, ledger, 'GET /Task (intern)', { method: 'GET', path: '/Task', headers });
  const task = pick(who.tasks);
  if (roll < 0.85) {
    const text = `soak comment ${randomUUID()}`;
    const json = { Taskid: task, Intern_comment: text, Userid: who.id };
    if (
      await call(scene, ledger, 'POST /Comment (intern)', {
        method: 'POST',
        path: '/Comment',
        headers,
        json,
      })
    ) {
      ledger.comments.push(text);
    }
    return;
  }
  const first = !ledger.completed.has(task);
  if (
    await call(scene, ledger, 'PUT /Task/Status', {
      method: 'PUT',
      path: `/Task/Status/${task}`,
      headers,
    })
  ) {
    ledger.completed.add(task);
    if (first) ledger.toRate.push(task);
  }
}

async function supervisor(scene: Scene, ledger: Ledger) {
  const { headers } = scene.supervisor;
  const roll = Math.random();
  // Assigned Tasks: a page by attention and the switch's counts, as the screen reads them.
  if (roll < 0.3) {
    return call(scene, ledger, 'GET /Task (supervisor page)', {
      method: 'GET',
      path: '/Task?page=1&pageSize=10&sort=Attention',
      headers,
    });
  }
  if (roll < 0.4) {
    return call(scene, ledger, 'GET /Task counts', {
      method: 'GET',
      path: '/Supervisor/Task/Counts',
      headers,
    });
  }
  if (roll < 0.6) {
    return call(scene, ledger, 'GET /MyInterns', {
      method: 'GET',
      path: '/Supervisor/User/MyInterns',
      headers,
    });
  }
  if (roll < 0.8) {
    const title = `soak task ${randomUUID()}`;
    const json = {
      AssignedTo: pick(scene.supervisor.interns),
      Task: title,
      TaskDescription: 'Measured under load.',
      Deadline: '2099-12-31',
    };
    if (await call(scene, ledger, 'POST /Task', { method: 'POST', path: '/Task', headers, json })) {
      ledger.assigned.push(title);
    }
    return;
  }
  const task = roll < 0.9 ? ledger.toRate.shift() : undefined;
  if (task !== undefined) {
    const rating = Math.floor(Math.random() * 101);
    const path = `/Supervisor/Task/Rate/${task}`;
    if (
      await call(scene, ledger, 'POST /Rate', { method: 'POST', path, headers, json: { rating } })
    ) {
      ledger.ratings.set(task, rating);
    }
    return;
  }
  const text = `soak remark ${randomUUID()}`;
  const json = {
    Taskid: pick(pick(scene.interns).tasks),
    Intern_comment: text,
    Userid: scene.supervisor.id,
  };
  if (
    await call(scene, ledger, 'POST /Comment (supervisor)', {
      method: 'POST',
      path: '/Comment',
      headers,
      json,
    })
  ) {
    ledger.comments.push(text);
  }
}

const ADMIN_READS = [
  '/Admin/User/Dashboard',
  '/Admin/User/Applicants',
  '/Admin/User/Interviews',
  '/Admin/User/Interns',
  '/Admin/User/Supervisors',
];

async function administrator(scene: Scene, ledger: Ledger) {
  const path = pick(ADMIN_READS);
  return call(scene, ledger, `GET ${path}`, { method: 'GET', path, headers: scene.admin });
}

/** The n-th simulated person's loop: 20 % visitors, 40 % interns, 25 % supervisors, 15 % admins. */
export function personFor(index: number, scene: Scene, ledger: Ledger) {
  const slot = index % 20;
  if (slot < 4) return () => visitor(scene, ledger);
  if (slot < 12) {
    const who = scene.interns[index % scene.interns.length];
    return () => intern(scene, ledger, who);
  }
  if (slot < 17) return () => supervisor(scene, ledger);
  return () => administrator(scene, ledger);
}
