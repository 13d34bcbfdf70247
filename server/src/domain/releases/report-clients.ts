import crypto from 'node:crypto';
import net from 'node:net';

/** The eight groups of an IPv6 address, written out ('::' expanded). */
function ipv6Groups(address: string): string[] {
  const [head, tail] = address.split('::');
  const split = (part: string | undefined) => (part ? part.split(':') : []);
  const left = split(head);
  const right = split(tail);
  const missing = tail === undefined ? 0 : 8 - left.length - right.length;
  return [...left, ...Array<string>(missing).fill('0'), ...right];
}

/**
 * Who a report comes from, as far as the server can tell: its address (TRUST_PROXY gives the
 * visitor's own behind a proxy), an IPv6 one by its /64, as one machine usually has all of those.
 * Kept only as a keyed hash: the figures hold no address.
 */
export function reportClient(secret: string, ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const key =
    net.isIPv6(ip) && !mapped
      ? ipv6Groups(ip.toLowerCase().split('%')[0])
          .slice(0, 4)
          .map((group) => group.replace(/^0+(?=.)/, ''))
          .join(':')
      : (mapped ?? ip);
  return crypto
    .createHmac('sha256', secret)
    .update(`report-client:${key}`)
    .digest('base64url')
    .slice(0, 22);
}
