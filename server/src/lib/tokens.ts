import crypto from 'node:crypto';

/** 256 random bits, URL-safe: session, reset and invitation tokens. */
export const newToken = () => crypto.randomBytes(32).toString('base64url');

/** Tokens are stored only as this hash, so a database leak does not leak sessions. */
export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
