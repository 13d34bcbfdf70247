import crypto from 'node:crypto';

/** 256 random bits, URL-safe: session, reset and invitation tokens. */
export const newToken = () => crypto.randomBytes(32).toString('base64url');

/** Tokens are stored only as this hash, so a database leak does not leak sessions. */
export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/** The token of an `Authorization: Bearer <token>` header, if it is one. */
export const bearerToken = (header: string | undefined) =>
  /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
