import { Pool } from 'undici';

export interface LoadResult {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

/** `connections` loops sending one request after another for `seconds`; latencies in ms. */
export async function load(
  origin: string,
  path: string,
  headers: Record<string, string>,
  { connections = 50, seconds = 5 } = {},
): Promise<LoadResult> {
  const pool = new Pool(origin, { connections });
  const latencies: number[] = [];
  let errors = 0;
  const end = Date.now() + seconds * 1000;
  const loop = async () => {
    while (Date.now() < end) {
      const start = performance.now();
      const res = await pool.request({ path, method: 'GET', headers });
      await res.body.arrayBuffer();
      latencies.push(performance.now() - start);
      if (res.statusCode !== 200) errors += 1;
    }
  };
  const began = performance.now();
  await Promise.all(Array.from({ length: connections }, loop));
  const elapsed = (performance.now() - began) / 1000;
  await pool.close();
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
  return {
    requests: latencies.length,
    perSecond: latencies.length / elapsed,
    p50: at(0.5),
    p99: at(0.99),
    errors,
  };
}
