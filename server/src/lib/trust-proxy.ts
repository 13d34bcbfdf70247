import net from 'node:net';
import { z } from 'zod';

/** proxy-addr's names for ranges (Fastify's trustProxy takes them). */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const SET_ADDRESSES =
  "set the proxies' addresses, comma-separated: 127.0.0.1 or loopback for a proxy on this " +
  'host, a CIDR range such as 10.0.0.0/8 (or uniquelocal) for a private network';

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const version = net.isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return (
    bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128))
  );
}

/**
 * TRUST_PROXY: `off`, or the addresses of the proxies in front of the server, as Fastify's
 * `trustProxy` takes them. X-Forwarded-For is then read from the right, through those
 * addresses only: the client is the address the outermost proxy saw, and what a client wrote
 * itself is never reached. Not `on` (every hop: each made-up address would be a fresh
 * rate-limit budget), nor a hop count (Fastify refuses it: it cannot tell a proxy from a
 * client that connects directly).
 */
export const trustProxySchema = z
  .string()
  .default('off')
  .transform((value, context): false | string[] => {
    const text = value.trim();
    if (text === 'off') return false;
    const refuse = (message: string) => {
      context.issues.push({ code: 'custom', message, input: value });
      return z.NEVER;
    };
    if (text === 'on') {
      return refuse(
        `no longer accepted: it believed every X-Forwarded-For address, and clients write their own; ${SET_ADDRESSES}`,
      );
    }
    if (/^\d+$/.test(text)) {
      return refuse(
        `a number of proxies cannot tell a proxy from a client connecting directly; ${SET_ADDRESSES}`,
      );
    }
    const entries = text.split(',').map((entry) => entry.trim());
    return entries.every(isAddressOrRange)
      ? entries
      : refuse(`must be off or IP addresses and CIDR ranges; ${SET_ADDRESSES}`);
  });
