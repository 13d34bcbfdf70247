import { sql } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import type { DbOrTrx } from '../../db/database';
import type { Role, SignInMethod } from '../../db/schema';
import { DAY, HOUR, isoIn, isoNow } from '../../lib/time';

export const SESSION_LIFETIME_MS = 7 * DAY;
export const SESSION_IDLE_MS = 24 * HOUR;

export interface SessionUser {
  sessionId: number;
  lastUsedAt: string;
  expiresAt: string;
  id: number;
  role: Role;
  name: string;
  email: string;
  /** How the session signed in: a password alone may be held back (second-factor-due.ts). */
  signInMethod: SignInMethod;
  /** The sign-in policy's "two-factor required" as the session was looked up. */
  staffTwoFactorRequired: boolean;
}

/** Where and how a session signed in (My sessions). */
export interface SignIn {
  userAgent: string;
  clientAddress: string;
  method: SignInMethod;
}

export async function createSession(
  db: DbOrTrx,
  userId: number,
  tokenHash: string,
  signIn: SignIn,
) {
  const now = Date.now();
  await db
    .insertInto('sessions')
    .values({
      user_id: userId,
      token_hash: tokenHash,
      created_at: isoNow(now),
      last_used_at: isoNow(now),
      expires_at: isoIn(SESSION_LIFETIME_MS, now),
      user_agent: signIn.userAgent,
      client_address: signIn.clientAddress,
      sign_in_method: signIn.method,
    })
    .execute();
}

/**
 * The devices and addresses the user signed in with since `sinceIso`, each pair once (the
 * new-device check reads each pair's User-Agent: a device's many sign-ins are one row).
 */
export async function recentSignIns(db: DbOrTrx, userId: number, sinceIso: string) {
  return db
    .selectFrom('sessions')
    .select(['user_agent', 'client_address'])
    .distinct()
    .where('user_id', '=', userId)
    .where('user_agent', '!=', '')
    .where('created_at', '>', sinceIso)
    .execute();
}

/** Whether the user ever signed in with a recorded device. */
export async function hasRecordedSignIn(db: DbOrTrx, userId: number) {
  const row = await db
    .selectFrom('sessions')
    .select('id')
    .where('user_id', '=', userId)
    .where('user_agent', '!=', '')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The bounds of a live session at an instant: expiring after it, used within the idle time. */
interface LiveBounds {
  expiresAfter: string;
  usedAfter: string;
}

const liveAt = (now: number): LiveBounds => ({
  expiresAfter: isoNow(now),
  usedAfter: isoIn(-SESSION_IDLE_MS, now),
});

/** Sessions not revoked, expired or idle, of users not archived: the one rule of a live session. */
const liveSessions = (db: DbOrTrx, { expiresAfter, usedAfter }: LiveBounds) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', expiresAfter)
    .where('sessions.last_used_at', '>', usedAfter)
    .where('users.archived_at', 'is', null);

const liveSessionUser = compiledOnce(
  // Named one by one: the parameters are a Proxy of placeholders, which a rest pattern would miss.
  (db: DbOrTrx, { tokenHash, expiresAfter, usedAfter }: LiveBounds & { tokenHash: string }) =>
    liveSessions(db, { expiresAfter, usedAfter })
      // The policy comes with the session (one row, or none: nothing required), so that
      // holding a session back costs no query of its own.
      .leftJoin('sign_in_policy', (join) => join.on('sign_in_policy.id', '=', sql.lit(1)))
      .select([
        'sessions.id as sessionId',
        'sessions.last_used_at as lastUsedAt',
        'sessions.expires_at as expiresAt',
        'users.id as id',
        'users.role as role',
        'users.name as name',
        'users.email as email',
        'sessions.sign_in_method as signInMethod',
        'sign_in_policy.staff_two_factor_required as twoFactorRequired',
      ])
      .where('sessions.token_hash', '=', tokenHash),
);

/**
 * The user behind a token, if the session is live: not revoked, expired, idle or archived; with
 * how it signed in and what the sign-in policy requires.
 */
export async function findSessionUser(
  db: DbOrTrx,
  tokenHash: string,
  now = Date.now(),
): Promise<SessionUser | undefined> {
  const [row] = await liveSessionUser(db, { tokenHash, ...liveAt(now) });
  if (!row) return undefined;
  const { twoFactorRequired, ...user } = row;
  return { ...user, staffTwoFactorRequired: twoFactorRequired === 1 };
}

/** Of these sessions, those still live: what a notification stream's session is checked by. */
export async function liveSessionIds(db: DbOrTrx, sessionIds: number[], now = Date.now()) {
  if (sessionIds.length === 0) return new Set<number>();
  const rows = await liveSessions(db, liveAt(now))
    .select('sessions.id')
    .where('sessions.id', 'in', sessionIds)
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** The user of a live session, found by the session's id (a notification stream's ticket). */
export async function findSessionUserById(db: DbOrTrx, sessionId: number, now = Date.now()) {
  return liveSessions(db, liveAt(now))
    .select(['sessions.id as sessionId', 'users.id as id', 'users.role as role'])
    .where('sessions.id', '=', sessionId)
    .executeTakeFirst();
}

/** The user's live sessions, the one used last first (My sessions). */
export async function listUserSessions(db: DbOrTrx, userId: number, now = Date.now()) {
  return liveSessions(db, liveAt(now))
    .select([
      'sessions.id',
      'sessions.user_agent',
      'sessions.client_address',
      'sessions.sign_in_method',
      'sessions.created_at',
      'sessions.last_used_at',
    ])
    .where('sessions.user_id', '=', userId)
    .orderBy('sessions.last_used_at', 'desc')
    .orderBy('sessions.id', 'desc')
    .execute();
}

/** Revokes the sessions the caller's filter picks among those not revoked yet. */
const revoking = (db: DbOrTrx) =>
  db.updateTable('sessions').set({ revoked_at: isoNow() }).where('revoked_at', 'is', null);

/** Ends one of the user's own sessions; false when it is not theirs or already over. */
export async function revokeOwnSession(db: DbOrTrx, userId: number, sessionId: number) {
  const result = await revoking(db)
    .where('id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('expires_at', '>', isoNow())
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Ends every session of the user but `keepId`; answers how many were still open. */
export async function revokeOtherSessions(db: DbOrTrx, userId: number, keepId: number) {
  const result = await revoking(db)
    .where('user_id', '=', userId)
    .where('id', '!=', keepId)
    .where('expires_at', '>', isoNow())
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function touchSession(db: DbOrTrx, sessionId: number) {
  await db
    .updateTable('sessions')
    .set({ last_used_at: isoNow() })
    .where('id', '=', sessionId)
    .execute();
}

export async function revokeSession(db: DbOrTrx, sessionId: number) {
  await revoking(db).where('id', '=', sessionId).execute();
}

export async function revokeUserSessions(db: DbOrTrx, userId: number) {
  await revoking(db).where('user_id', '=', userId).execute();
}

/** Ends every open session of administrators and supervisors that did not sign in through `kept`. */
export async function revokeStaffSessionsNotBy(db: DbOrTrx, kept: SignInMethod) {
  const result = await revoking(db)
    .where('sign_in_method', '!=', kept)
    .where('expires_at', '>', isoNow())
    .where('user_id', 'in', (eb) =>
      eb.selectFrom('users').select('id').where('role', 'in', ['ADM', 'SUP']),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** A password session that just proved a second factor counts as one that signed in with it. */
export async function upgradeToTwoFactor(db: DbOrTrx, sessionId: number) {
  await db
    .updateTable('sessions')
    .set({ sign_in_method: 'two-factor' })
    .where('id', '=', sessionId)
    .where('sign_in_method', '=', 'password')
    .execute();
}

/** The user's sessions for their personal-data copy: all that is kept but the token's hash. */
export function readSessionRecords(db: DbOrTrx, userId: number) {
  return db
    .selectFrom('sessions')
    .select([
      'created_at',
      'last_used_at',
      'expires_at',
      'revoked_at',
      'user_agent',
      'client_address',
      'sign_in_method',
    ])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

/** The user's newest sign-in that is still on record (sessions are purged some time after). */
export async function lastSignIn(db: DbOrTrx, userId: number) {
  return db
    .selectFrom('sessions')
    .select(['created_at', 'sign_in_method'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** How a session signed in. */
export async function sessionSignInMethod(db: DbOrTrx, sessionId: number) {
  const row = await db
    .selectFrom('sessions')
    .select('sign_in_method')
    .where('id', '=', sessionId)
    .executeTakeFirst();
  return row?.sign_in_method;
}

/** How many live sessions the user has. */
export async function liveSessionCount(db: DbOrTrx, userId: number, now = Date.now()) {
  const row = await liveSessions(db, liveAt(now))
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('sessions.user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
