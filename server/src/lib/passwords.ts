import argon2 from 'argon2';
import { z } from 'zod';
import type { Config } from '../config';

/** decisions §3: 8 to 128 characters with at least one letter and one digit. */
export const passwordSchema = z
  .string({ error: 'The password is required.' })
  .min(8, { error: 'The password must be at least 8 characters.' })
  .max(128, { error: 'The password must be at most 128 characters.' })
  .regex(/\p{L}/u, { error: 'The password must contain at least one letter.' })
  .regex(/\p{N}/u, { error: 'The password must contain at least one digit.' });

export const hashPassword = (config: Config, password: string) =>
  argon2.hash(password, { type: argon2.argon2id, ...config.argon2 });

let dummyHash: Promise<string> | undefined;

export async function verifyPassword(
  config: Config,
  hash: string | null,
  password: string,
): Promise<boolean> {
  // Unknown accounts still pay for one verification, so timing does not reveal them.
  dummyHash ??= hashPassword(config, 'not-a-real-password-1');
  const target = hash ?? (await dummyHash);
  const ok = await argon2.verify(target, password).catch(() => false);
  return ok && hash !== null;
}
