import crypto from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Config } from '../../config';
import type { Db, DbOrTrx } from '../../db/database';
import { HttpError, conflict, fieldError } from '../../lib/errors';
import { seal, unseal } from '../../lib/sealed-secrets';
import { m } from '../../lib/texts';
import { MINUTE, isoIn, isoNow } from '../../lib/time';
import { hashToken } from '../../lib/tokens';
import { sessionsChanged } from './session-cache';
import { upgradeToTwoFactor } from './sessions.repository';
import * as repo from './two-factor.repository';

/** Wrong codes of one account, from every address, before its second step is locked. */
export const CODE_FAILURES = 5;
export const CODE_LOCKOUT_MS = 15 * MINUTE;
export const RECOVERY_CODES = 10;
/** A code of the step before or after the server's clock is taken too (phones drift). */
const TOLERANCE_SECONDS = 30;
const ISSUER = 'Internship Programme';

export const sealContext = (userId: number) => `two-factor:${userId}`;

/** Recovery codes are read from paper: case, spaces and dashes do not matter. */
export const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

/** `xxxxx-xxxxx` from 50 random bits: stored only as their hash. */
function newRecoveryCode() {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const chars = Array.from(crypto.randomBytes(10), (byte) => alphabet[byte % alphabet.length]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** An authenticator app is on once a code of its secret confirmed it. */
const isConfirmed = (secret: { confirmed_at: string | null } | undefined) =>
  Boolean(secret?.confirmed_at);

export async function twoFactorState(db: DbOrTrx, userId: number) {
  const enabled = isConfirmed(await repo.findTwoFactorSecret(db, userId));
  return {
    Enabled: enabled,
    RecoveryCodesLeft: enabled ? await repo.countRecoveryCodesLeft(db, userId) : 0,
  };
}

/** Whether the user's authenticator app is on (no count of recovery codes: a sign-in asks it). */
export const hasTwoFactor = async (db: DbOrTrx, userId: number) =>
  isConfirmed(await repo.findTwoFactorSecret(db, userId));

/**
 * A new secret, unconfirmed until a code of it is given: the otpauth URI an authenticator app
 * reads, its QR code (drawn here, an SVG data URL) and the secret to type by hand.
 */
export async function beginSetUp(db: Db, config: Config, user: { id: number; email: string }) {
  if (await hasTwoFactor(db, user.id)) {
    throw conflict(m('Two-factor authentication is already on.'));
  }
  const secret = generateSecret();
  await repo.putUnconfirmedSecret(
    db,
    user.id,
    seal(config.secretsKey, secret, sealContext(user.id)),
    isoNow(),
  );
  const uri = generateURI({ issuer: ISSUER, label: user.email, secret });
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return {
    Uri: uri,
    QrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    Secret: secret,
  };
}

/** Refuses while the account's wrong codes of the last 15 minutes reach the limit (429). */
async function refuseWhenLocked(db: DbOrTrx, userId: number) {
  const failures = await repo.listTwoFactorFailures(db, userId, isoIn(-CODE_LOCKOUT_MS));
  if (failures.length < CODE_FAILURES) return;
  const until = Date.parse(failures[failures.length - CODE_FAILURES]) + CODE_LOCKOUT_MS;
  throw new HttpError(429, m('Too many wrong codes. Try again later.'), {
    'retry-after': String(Math.max(1, Math.ceil((until - Date.now()) / 1000))),
  });
}

/** Whether `code` is the app's code now, and its time step not taken before. */
async function takeCode(db: DbOrTrx, config: Config, userId: number, code: string) {
  const row = await repo.findTwoFactorSecret(db, userId);
  if (!row || !/^\d{6}$/.test(code)) return false;
  const secret = unseal(config.secretsKey, row.secret, sealContext(userId));
  const result = await verify({ secret, token: code, epochTolerance: TOLERANCE_SECONDS });
  if (!result.valid || !('timeStep' in result)) return false;
  return repo.takeTimeStep(db, userId, result.timeStep);
}

export type SecondFactorProof = { Code: string } | { RecoveryCode: string };

/**
 * Checks a code (or a recovery code, used up) of a user with two-factor on, under the
 * lock-out: 5 wrong codes in 15 minutes lock the account's second step (429) for the rest of
 * them. A right code clears its wrong ones. A code already used counts as a wrong one.
 */
export async function checkSecondFactor(
  db: Db,
  config: Config,
  userId: number,
  proof: SecondFactorProof,
): Promise<boolean> {
  await refuseWhenLocked(db, userId);
  const ok =
    'Code' in proof
      ? await takeCode(db, config, userId, proof.Code)
      : await repo.useRecoveryCode(
          db,
          userId,
          hashToken(normaliseRecoveryCode(proof.RecoveryCode)),
          isoNow(),
        );
  if (ok) await repo.clearTwoFactorFailures(db, userId);
  else await repo.recordTwoFactorFailure(db, userId, isoNow());
  return ok;
}

/**
 * Turns two-factor on with a first code of the new secret: the ten recovery codes, once. A
 * session that gave the code (`sessionId`, from the profile) counts from then on as signed in
 * with two factors: one the policy held back goes on working.
 */
export async function confirmSetUp(
  db: Db,
  config: Config,
  userId: number,
  code: string,
  sessionId?: number,
) {
  const row = await repo.findTwoFactorSecret(db, userId);
  if (row?.confirmed_at) throw conflict(m('Two-factor authentication is already on.'));
  if (!row) throw conflict(m('Start setting up two-factor authentication first.'));
  if (!(await takeCode(db, config, userId, code))) {
    throw fieldError('Code', m('This code is not right. Enter the code your app shows now.'));
  }
  const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
  await db.transaction().execute(async (trx) => {
    if (!(await repo.confirmSecret(trx, userId, isoNow()))) {
      throw conflict(m('Two-factor authentication is already on.'));
    }
    await repo.replaceRecoveryCodes(
      trx,
      userId,
      codes.map((code) => hashToken(normaliseRecoveryCode(code))),
      isoNow(),
    );
    if (sessionId !== undefined) await upgradeToTwoFactor(trx, sessionId);
  });
  if (sessionId !== undefined) sessionsChanged(db);
  return codes;
}

/** A code or a recovery code given in one field: six digits are the app's code. */
export const proofOf = (code: string): SecondFactorProof =>
  /^\s*\d{6}\s*$/.test(code) ? { Code: code.trim() } : { RecoveryCode: code };

export async function disableTwoFactor(db: Db, config: Config, userId: number, code: string) {
  if (!(await hasTwoFactor(db, userId))) {
    throw conflict(m('Two-factor authentication is not on.'));
  }
  if (!(await checkSecondFactor(db, config, userId, proofOf(code)))) {
    throw fieldError('Code', m('This code is not right. Enter the code your app shows now.'));
  }
  await repo.deleteTwoFactor(db, userId);
}
