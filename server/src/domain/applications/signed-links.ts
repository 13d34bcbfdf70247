import crypto from 'node:crypto';
import type { FileKind } from '../../db/schema';
import { MINUTE } from '../../lib/time';

export const LINK_LIFETIME_MS = 10 * MINUTE;

const signature = (secret: string, applicationId: number, kind: FileKind, expires: number) =>
  crypto
    .createHmac('sha256', secret)
    .update(`application-file:${applicationId}:${kind}:${expires}`)
    .digest('base64url');

/** A link that opens one file of one application, without a bearer header, for 10 minutes. */
export function signFileLink(
  secret: string,
  publicUrl: string,
  applicationId: number,
  kind: FileKind,
  now = Date.now(),
) {
  const expires = Math.floor((now + LINK_LIFETIME_MS) / 1000);
  const sig = signature(secret, applicationId, kind, expires);
  return `${publicUrl}/api/Apply/${applicationId}/${kind}?expires=${expires}&signature=${sig}`;
}

export type LinkCheck = 'valid' | 'expired' | 'invalid';

export function checkFileLink(
  secret: string,
  applicationId: number,
  kind: FileKind,
  expires: number,
  given: string,
  now = Date.now(),
): LinkCheck {
  const expected = Buffer.from(signature(secret, applicationId, kind, expires));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !crypto.timingSafeEqual(actual, expected)) {
    return 'invalid';
  }
  return expires * 1000 < now ? 'expired' : 'valid';
}
