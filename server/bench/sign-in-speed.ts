import { generate } from 'otplib';
import type { Config } from '../src/config';
import type { Db } from '../src/db/database';
import { sealContext } from '../src/domain/accounts/two-factor.service';
import { insertUser } from '../src/domain/users/users.repository';
import { hashPassword } from '../src/lib/passwords';
import { seal } from '../src/lib/sealed-secrets';
import { isoNow } from '../src/lib/time';

/** Issue 68's goal: a sign-in with a second factor answers within 2× of a password sign-in. */
const SECRET = 'KRUGS4ZAMJSW4Y3IEB2HO3ZNMZQWG5DPOI';
const PASSWORD = 'Bench-sign-in-2026';

/**
 * Accounts to sign in as, one sign-in each (a code is good once per account and 30 s step):
 * `count` with an authenticator app and `count` without, all with the production argon2 cost.
 */
export async function seedSignInAccounts(db: Db, config: Config, count: number) {
  const hash = await hashPassword(config, PASSWORD);
  const make = async (kind: string, i: number) => {
    const email = `sign-in.${kind}${i}@bench.test`;
    const id = await insertUser(db, {
      name: `Sign-in ${i}`,
      email,
      role: 'SUP',
      password_hash: hash,
    });
    return { id, email };
  };
  const password = [];
  const twoFactor = [];
  for (let i = 0; i < count; i += 1) {
    password.push((await make('password', i)).email);
    const { id, email } = await make('totp', i);
    const now = isoNow();
    await db
      .insertInto('two_factor_secrets')
      .values({
        user_id: id,
        secret: seal(config.secretsKey, SECRET, sealContext(id)),
        created_at: now,
        confirmed_at: now,
      })
      .execute();
    twoFactor.push(email);
  }
  return { password, twoFactor };
}

const post = async (origin: string, path: string, body: object) => {
  const res = await fetch(`${origin}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as Record<string, unknown>;
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];

/**
 * One sign-in at a time, as a person makes it: the password (one request), or the password
 * then the app's code (two requests, the code made as the app would). Median ms of each.
 */
export async function measureSignIns(
  origin: string,
  accounts: { password: string[]; twoFactor: string[] },
) {
  const password: number[] = [];
  const twoFactor: number[] = [];
  for (const [i, email] of accounts.password.entries()) {
    let began = performance.now();
    await post(origin, '/login', { email, password: PASSWORD });
    password.push(performance.now() - began);

    const code = await generate({ secret: SECRET });
    began = performance.now();
    const step = await post(origin, '/login', { email: accounts.twoFactor[i], password: PASSWORD });
    const { Token } = step.SecondFactor as { Token: string };
    await post(origin, '/login/TwoFactor', { Token, Code: code });
    twoFactor.push(performance.now() - began);
  }
  const [p, t] = [median(password), median(twoFactor)];
  console.log(`\nSign-in, one at a time, ${password.length} of each (median):\n`);
  console.log('| sign-in | requests | median ms | vs password |');
  console.log('|---|---|---|---|');
  console.log(`| password | 1 | ${p.toFixed(1)} | 1.00× |`);
  console.log(`| password + authenticator code | 2 | ${t.toFixed(1)} | ${(t / p).toFixed(2)}× |`);
}
