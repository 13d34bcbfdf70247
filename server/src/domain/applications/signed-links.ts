import crypto from 'node:crypto';
import type { FileKind } from '../../db/schema';
import { MINUTE } from '../../lib/time';

export const LINK_LIFETIME_MS = 10 * MINUTE;

// The administrator the link was made for is signed too: each opening is recorded as theirs.
const signature = (
  secret: string,
  applicationId: number,
  kind: FileKind,
  expires: number,
  viewerId: number,
) =>
  crypto
    .createHmac('sha256', secret)
    .update(`application-file:${applicationId}:${kind}:${expires}:${viewerId}`)
    .digest('base64url');

/**
 * A link that opens one file of one application, without a bearer header, for 10 minutes, for
 * one administrator (`viewerId`), who is named in the application's history when it is opened.
 */
export function signFileLink(
  secret: string,
  publicUrl: string,
  applicationId: number,
  kind: FileKind,
  viewerId: number,
  now = Date.now(),
) {
  const expires = Math.floor((now + LINK_LIFETIME_MS) / 1000);
  const sig = signature(secret, applicationId, kind, expires, viewerId);
  return (
    `${publicUrl}/api/Apply/${applicationId}/${kind}` +
    `?expires=${expires}&by=${viewerId}&signature=${sig}`
  );
}

export type LinkCheck = 'valid' | 'expired' | 'invalid';

export function checkFileLink(
  secret: string,
  link: { applicationId: number; kind: FileKind; expires: number; viewerId: number },
  given: string,
  now = Date.now(),
): LinkCheck {
  const { applicationId, kind, expires, viewerId } = link;
  const expected = Buffer.from(signature(secret, applicationId, kind, expires, viewerId));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !crypto.timingSafeEqual(actual, expected)) {
    return 'invalid';
  }
  return expires * 1000 < now ? 'expired' : 'valid';
}
