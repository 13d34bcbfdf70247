import crypto from 'node:crypto';
import { MINUTE } from '../../lib/time';

/**
 * The platform's EventSource sends no Authorization header, and this API's sessions are bearer
 * tokens, never cookies. So a signed-in page first asks for a ticket (a bearer call), then opens
 * its stream with it: the ticket names the session, signed, and is good for a minute, to open a
 * stream. The stream stays open while that session lives (plugins/notification-streams.ts).
 */
export const TICKET_LIFETIME_MS = MINUTE;

const signature = (secret: string, sessionId: number, expires: number) =>
  crypto
    .createHmac('sha256', secret)
    .update(`notification-stream:${sessionId}:${expires}`)
    .digest('base64url');

export function signStreamTicket(secret: string, sessionId: number, now = Date.now()) {
  const expires = Math.floor((now + TICKET_LIFETIME_MS) / 1000);
  return `${sessionId}.${expires}.${signature(secret, sessionId, expires)}`;
}

/** The session a ticket names, or why it opens nothing. */
export function checkStreamTicket(
  secret: string,
  ticket: string,
  now = Date.now(),
): { sessionId: number } | 'expired' | 'invalid' {
  const match = /^(\d{1,15})\.(\d{1,12})\.([\w-]{43})$/.exec(ticket);
  if (!match) return 'invalid';
  const sessionId = Number(match[1]);
  const expires = Number(match[2]);
  const expected = Buffer.from(signature(secret, sessionId, expires));
  const actual = Buffer.from(match[3]);
  if (actual.length !== expected.length || !crypto.timingSafeEqual(actual, expected)) {
    return 'invalid';
  }
  return expires * 1000 < now ? 'expired' : { sessionId };
}
