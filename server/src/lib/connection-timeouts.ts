import type { ServerOptions } from 'node:http';

/**
 * How long a client may take to send its request (docs/deploy.md, "Health, readiness and stopping"). Node's own
 * defaults let one address hold hundreds of connections that never finish their headers for a
 * minute each; fastify's turn the whole-request bound off. A notification stream is not cut:
 * these bound the request, not the answer.
 */
export const HEADERS_TIMEOUT_MS = 10_000;
/** The body too: two 5 MB PDFs arrive within it at 2 Mbit/s (nginx buffers them before). */
export const REQUEST_TIMEOUT_MS = 60_000;
/** Node checks the two bounds this often (30 s by default, so a 10 s bound held 40 s). */
const CHECK_EVERY_MS = 1_000;

export const connectionTimeouts = {
  requestTimeout: REQUEST_TIMEOUT_MS,
  http: {
    headersTimeout: HEADERS_TIMEOUT_MS,
    requestTimeout: REQUEST_TIMEOUT_MS,
    connectionsCheckingInterval: CHECK_EVERY_MS,
  } satisfies ServerOptions,
};
