import crypto from 'node:crypto';

/**
 * Secrets kept at rest sealed with SECRETS_KEY (AES-256-GCM, node:crypto): a stolen database or
 * backup without the key reveals none of them, and an altered value fails to open. A sealed
 * value names its key (a fingerprint, not the key), so a restore under another key says so.
 * `context` binds a value to its row (a user's id): one user's seal does not open as another's.
 */
const VERSION = 'v1';

/** A short fingerprint of a key: the same key gives the same id; it tells nothing of the key. */
export const keyIdOf = (key: Buffer) =>
  crypto
    .createHash('sha256')
    .update('sealed-secrets key id')
    .update(key)
    .digest('hex')
    .slice(0, 12);

/** The key id a sealed value was made with, or null if it is not a sealed value. */
export function sealedKeyId(sealed: unknown): string | null {
  if (typeof sealed !== 'string') return null;
  const [version, keyId] = sealed.split('.');
  return version === VERSION && keyId ? keyId : null;
}

export function seal(key: Buffer, plaintext: string, context: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
  return [VERSION, keyIdOf(key), ...parts].join('.');
}

export class SealedWithOtherKey extends Error {}

/** The plaintext; throws SealedWithOtherKey for another key's value, else on any alteration. */
export function unseal(key: Buffer, sealed: string, context: string): string {
  const [version, keyId, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || keyId !== keyIdOf(key)) {
    throw new SealedWithOtherKey(`sealed with another SECRETS_KEY (key id ${keyId})`);
  }
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(body, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}
