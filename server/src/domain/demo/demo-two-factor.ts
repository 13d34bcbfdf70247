import { generateURI } from 'otplib';
import type { Config } from '../../config';
import type { DbOrTrx } from '../../db/database';
import { seal } from '../../lib/sealed-secrets';
import { isoNow } from '../../lib/time';
import { sealContext } from '../accounts/two-factor.service';
import { insertUser } from '../users/users.repository';

/** An administrator whose sign-in asks a code: its secret is printed, to add to an app. */
export const DEMO_TWO_FACTOR = {
  email: 'security.admin@demo.example',
  // A demo's secret, published: the one of every demo, never an install's.
  secret: 'KRUGS4ZAONSWG4TFOQQGS4ZAMRSW233P',
} as const;

export const demoTwoFactorUri = () =>
  generateURI({
    issuer: 'Internship Programme',
    label: DEMO_TWO_FACTOR.email,
    secret: DEMO_TWO_FACTOR.secret,
  });

export async function loadDemoTwoFactorAdmin(trx: DbOrTrx, config: Config, passwordHash: string) {
  const id = await insertUser(trx, {
    name: 'Demo Security Administrator',
    email: DEMO_TWO_FACTOR.email,
    phone_number: '+254722000109',
    role: 'ADM',
    password_hash: passwordHash,
  });
  const now = isoNow();
  await trx
    .insertInto('two_factor_secrets')
    .values({
      user_id: id,
      secret: seal(config.secretsKey, DEMO_TWO_FACTOR.secret, sealContext(id)),
      created_at: now,
      confirmed_at: now,
    })
    .execute();
}
