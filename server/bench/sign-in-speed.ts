import { generate } from 'otplib';
import type { Config } from '../src/config';
import type { Db } from '../src/db/database';
import { sealContext } from '../src/domain/accounts/two-factor.service';
import { insertUser } from '../src/domain/users/users.repository';
import { hashPassword } from '../src/lib/passwords';
import { seal } from '../src/lib/sealed-secrets';
import { isoNow } from '../src/lib/time';
import { SoftwareAuthenticator } from '../test/helpers/software-authenticator';

/**
 * Issue 68's goal: a sign-in with a second factor or a passkey answers within 2× of a password
 * sign-in.
 */
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
  const passkey = [];
  for (let i = 0; i < count; i += 1) {
    password.push((await make('password', i)).email);
    passkey.push((await make('passkey', i)).email);
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
  return { password, twoFactor, passkey };
}

type Accounts = Awaited<ReturnType<typeof seedSignInAccounts>>;

const post = async (origin: string, path: string, body: object, token?: string) => {
  const res = await fetch(`${origin}/api${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as Record<string, unknown>;
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];

/**
 * A passkey for each passkey account, registered as its profile would (a password sign-in, then
 * the ceremony): a software authenticator signs as a platform one would, for the site at
 * `publicUrl`, the relying party the server checks.
 */
async function registerPasskeys(origin: string, emails: string[], publicUrl: string) {
  const site = new URL(publicUrl);
  return Promise.all(
    emails.map(async (email) => {
      const { token } = (await post(origin, '/login', { email, password: PASSWORD })) as {
        token: string;
      };
      const authenticator = new SoftwareAuthenticator(site.origin, site.hostname);
      const options = await post(origin, '/Account/Passkeys/Options', {}, token);
      const Response = authenticator.register(options as never);
      await post(origin, '/Account/Passkeys', { Name: 'Bench', Response }, token);
      return authenticator;
    }),
  );
}

/**
 * One sign-in at a time, as a person makes it: the password (one request); the password then
 * the app's code (two requests, the code made as the app would); a passkey alone (its options,
 * then the signed answer: two requests). Median ms of each.
 */
export async function measureSignIns(origin: string, accounts: Accounts, publicUrl: string) {
  const passkeys = await registerPasskeys(origin, accounts.passkey, publicUrl);
  const password: number[] = [];
  const twoFactor: number[] = [];
  const passkey: number[] = [];
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

    began = performance.now();
    const options = await post(origin, '/login/passkey/options', {});
    await post(origin, '/login/passkey', { Response: passkeys[i].assert(options as never) });
    passkey.push(performance.now() - began);
  }
  const [p, t, k] = [median(password), median(twoFactor), median(passkey)];
  console.log(`\nSign-in, one at a time, ${password.length} of each (median):\n`);
  console.log('| sign-in | requests | median ms | vs password |');
  console.log('|---|---|---|---|');
  console.log(`| password | 1 | ${p.toFixed(1)} | 1.00× |`);
  console.log(`| password + authenticator code | 2 | ${t.toFixed(1)} | ${(t / p).toFixed(2)}× |`);
  console.log(`| passkey alone | 2 | ${k.toFixed(1)} | ${(k / p).toFixed(2)}× |`);
}
