import { Pool, type FormData } from 'undici';

export interface LoadResult {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

export interface BenchRequest {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  headers: Record<string, string>;
  body?: string | FormData;
  /** What the database must then hold once: an e-mail, a text, a task id. */
  key?: string;
}

export interface WriteResult extends LoadResult {
  /** The keys of the requests answered 2xx. */
  acknowledged: string[];
}

interface Options {
  connections?: number;
  seconds?: number;
}

/**
 * What each connection sends once before the clock starts: undici's pool queues the first
 * requests on connections still opening, and at 50 connections a 2 ms read saw nine of them
 * answered 0.36-1.0 s late, one after another on one connection: 0.6 % of a 3 s run, its p99.
 * The health check answers 404 on the bare server, which opens the connection all the same.
 */
const WARM_UP = { method: 'GET', path: '/api/health', headers: {} } as const;

/** `connections` loops sending one request after another for `seconds`; latencies in ms. */
export async function load(
  origin: string,
  path: string,
  headers: Record<string, string>,
  options: Options = {},
): Promise<LoadResult> {
  return loadRequests(origin, () => ({ method: 'GET', path, headers }), options);
}

/**
 * Like `load`, each request built by `next` until it returns undefined (a pool of ids used up):
 * a write is sent once, so each acknowledged one can be looked for in the database afterwards.
 */
export async function loadRequests(
  origin: string,
  next: () => BenchRequest | undefined,
  { connections = 50, seconds = 5 }: Options = {},
): Promise<WriteResult> {
  const pool = new Pool(origin, { connections });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      await (await pool.request(WARM_UP)).body.arrayBuffer();
    }),
  );
  const latencies: number[] = [];
  const acknowledged: string[] = [];
  let errors = 0;
  const end = Date.now() + seconds * 1000;
  const loop = async () => {
    while (Date.now() < end) {
      const request = next();
      if (!request) return;
      const { key, ...options } = request;
      const start = performance.now();
      try {
        const res = await pool.request(options);
        await res.body.arrayBuffer();
        if (res.statusCode >= 200 && res.statusCode < 300) acknowledged.push(key ?? '');
        else errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - start);
    }
  };
  const began = performance.now();
  await Promise.all(Array.from({ length: connections }, loop));
  const elapsed = (performance.now() - began) / 1000;
  await pool.close();
  return { ...summary(latencies, elapsed), errors, acknowledged };
}

function summary(latencies: number[], elapsed: number) {
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies.length === 0
      ? 0
      : latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return {
    requests: latencies.length,
    perSecond: latencies.length / elapsed,
    p50: at(0.5),
    p99: at(0.99),
  };
}
