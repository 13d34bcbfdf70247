import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { hashPassword } from '../../lib/passwords';
import { hasActiveAdmin, insertUser } from '../users/users.repository';

const DEFAULT_ADMIN_EMAIL = 'admin@example.com';

/** A random password that satisfies the password rule (12 to 128 characters). */
const generatePassword = () => `${crypto.randomBytes(12).toString('base64url')}a1`;

/** decisions §3: with no administrator, create one from ADMIN_EMAIL/ADMIN_PASSWORD or generate. */
export async function ensureFirstAdmin(db: Db, config: Config, log: FastifyBaseLogger) {
  if (await hasActiveAdmin(db)) return;
  const email = (config.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL).toLowerCase();
  const password = config.ADMIN_PASSWORD ?? generatePassword();
  try {
    await insertUser(db, {
      name: 'Administrator',
      email,
      role: 'ADM',
      password_hash: await hashPassword(config, password),
      // Whoever reads the file or the log knows it: the first login must choose another.
      password_change_required: config.ADMIN_PASSWORD ? 0 : 1,
    });
  } catch (error) {
    // Another instance starting at the same moment created it first.
    if (await hasActiveAdmin(db)) return;
    throw error;
  }
  if (config.ADMIN_PASSWORD) {
    log.info({ email }, 'first administrator created from ADMIN_EMAIL/ADMIN_PASSWORD');
    return;
  }
  const file = path.join(config.DATA_DIR, 'initial-admin-password');
  fs.writeFileSync(file, `${email}\n${password}\n`, { mode: 0o600 });
  log.warn(
    { email, file },
    'first administrator created with a generated password: read it in the file; the first login asks for a new one',
  );
}
