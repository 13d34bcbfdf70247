import crypto from 'node:crypto';

/**
 * Signed links (docs/interview-booking.md): an applicant's booking link names one application and
 * when it expires; an interviewer's calendar feed names the user and the feed's generation, which
 * renewing raises. Nothing is stored but the generation: a forged or edited link fails its
 * signature.
 */
const sign = (secret: string, text: string) =>
  crypto.createHmac('sha256', secret).update(text).digest('base64url');

const same = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
};

/** `<application>.<expires, unix seconds>.<signature>` */
export function bookingToken(secret: string, applicationId: number, expiresAt: string) {
  const expires = Math.floor(Date.parse(expiresAt) / 1000);
  return `${applicationId}.${expires}.${sign(secret, `booking:${applicationId}:${expires}`)}`;
}

export type BookingLinkCheck =
  | { result: 'valid'; applicationId: number; expiresAt: string }
  | { result: 'expired'; applicationId: number }
  | { result: 'invalid' };

export function checkBookingToken(
  secret: string,
  token: string,
  now = Date.now(),
): BookingLinkCheck {
  const match = /^([1-9]\d{0,9})\.(\d{1,12})\.([\w-]{43})$/.exec(token);
  if (!match) return { result: 'invalid' };
  const applicationId = Number(match[1]);
  const expires = Number(match[2]);
  if (!same(match[3], sign(secret, `booking:${applicationId}:${expires}`))) {
    return { result: 'invalid' };
  }
  if (expires * 1000 <= now) return { result: 'expired', applicationId };
  return { result: 'valid', applicationId, expiresAt: new Date(expires * 1000).toISOString() };
}

/** `<user>.<generation>.<signature>` */
export const feedToken = (secret: string, userId: number, generation: number) =>
  `${userId}.${generation}.${sign(secret, `feed:${userId}:${generation}`)}`;

export function checkFeedToken(secret: string, token: string) {
  const match = /^([1-9]\d{0,9})\.(\d{1,9})\.([\w-]{43})$/.exec(token);
  if (!match) return null;
  const userId = Number(match[1]);
  const generation = Number(match[2]);
  return same(match[3], sign(secret, `feed:${userId}:${generation}`))
    ? { userId, generation }
    : null;
}
