import { dictionary } from '@zxcvbn-ts/language-common';
import argon2 from 'argon2';
import pLimit from 'p-limit';
import { z } from 'zod';
import { m, schemaText } from './texts';

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
export const COMMON_PASSWORD_MESSAGE = m(
  'This password is too common. Choose one that is harder to guess.',
);

let commonPasswords: Set<string> | undefined;

/** Case and width do not make a listed password safe: 'PASSWORD1234' is 'password1234'. */
const normalise = (password: string) => password.normalize('NFKC').toLowerCase();

/**
 * Whether the password is on zxcvbn-ts's list of common and breached passwords (about 49 000,
 * shipped with the package and read offline, once).
 */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common'].map(normalise));
  return commonPasswords.has(normalise(password));
}

/**
 * decisions §3 (OWASP ASVS 4 §2.1): 12 to 128 characters, no composition rules, not a common
 * password. Applies when a password is set; existing passwords keep working.
 */
export const passwordSchema = z
  .string({ error: m('The password is required.') })
  .min(PASSWORD_MIN_LENGTH, {
    error: schemaText(
      m('The password must be at least {min} characters.', { min: PASSWORD_MIN_LENGTH }),
    ),
  })
  .max(PASSWORD_MAX_LENGTH, {
    error: schemaText(
      m('The password must be at most {max} characters.', { max: PASSWORD_MAX_LENGTH }),
    ),
  })
  .refine((password) => !isCommonPassword(password), { error: COMMON_PASSWORD_MESSAGE });

/** argon2id's cost, from the configuration (config.ts reads it; this module does not read config). */
export interface Argon2Cost {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}
interface HashingConfig {
  argon2: Argon2Cost;
}

/**
 * Hashes and verifications at once (docs/decisions.md, "Operations"): each takes argon2id's
 * memory (19 MiB) on a libuv thread, and on a server's few cores more would only wait for one.
 * Others queue here, in order.
 */
export const HASHES_AT_ONCE = 2;
const hashing = pLimit(HASHES_AT_ONCE);

export const hashPassword = (config: HashingConfig, password: string) =>
  hashing(() => argon2.hash(password, { type: argon2.argon2id, ...config.argon2 }));

let dummyHash: Promise<string> | undefined;

export async function verifyPassword(
  config: HashingConfig,
  hash: string | null,
  password: string,
): Promise<boolean> {
  // Unknown accounts still pay for one verification, so timing does not reveal them.
  dummyHash ??= hashPassword(config, 'not-a-real-password-1');
  const target = hash ?? (await dummyHash);
  const ok = await hashing(() => argon2.verify(target, password)).catch(() => false);
  return ok && hash !== null;
}
