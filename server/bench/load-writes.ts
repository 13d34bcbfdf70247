import { Pool, type FormData } from 'undici';
import type { LoadResult } from './load';

export interface WriteRequest {
  method: 'POST' | 'PUT';
  path: string;
  headers: Record<string, string>;
  body: string | FormData;
  /** What the database must then hold once: a text, an e-mail, a task id. */
  key: string;
}

export interface WriteResult extends LoadResult {
  /** The keys of the writes answered 2xx, in the order they were acknowledged. */
  acknowledged: string[];
}

/**
 * Like `load`, but every request is a distinct write built by `next` (undefined: none left), so
 * nothing is written twice on purpose and each acknowledged one can be looked for afterwards.
 */
export async function loadWrites(
  origin: string,
  next: () => WriteRequest | undefined,
  { connections = 50, seconds = 5 } = {},
): Promise<WriteResult> {
  const pool = new Pool(origin, { connections });
  const latencies: number[] = [];
  const acknowledged: string[] = [];
  let errors = 0;
  const end = Date.now() + seconds * 1000;
  const loop = async () => {
    for (let request = next(); request && Date.now() < end; request = next()) {
      const start = performance.now();
      try {
        const res = await pool.request({ ...request, origin });
        await res.body.arrayBuffer();
        if (res.statusCode >= 200 && res.statusCode < 300) acknowledged.push(request.key);
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
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies.length
      ? latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]
      : 0;
  return {
    requests: latencies.length,
    perSecond: latencies.length / elapsed,
    p50: at(0.5),
    p99: at(0.99),
    errors,
    acknowledged,
  };
}
