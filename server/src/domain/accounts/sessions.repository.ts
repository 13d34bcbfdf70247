import { compiledOnce } from '../../db/compiled-once';
import type { DbOrTrx } from '../../db/database';
import type { Role } from '../../db/schema';
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
}

export async function createSession(db: DbOrTrx, userId: number, tokenHash: string) {
  const now = Date.now();
  await db
    .insertInto('sessions')
    .values({
      user_id: userId,
      token_hash: tokenHash,
      created_at: isoNow(now),
      last_used_at: isoNow(now),
      expires_at: isoIn(SESSION_LIFETIME_MS, now),
    })
    .execute();
}

interface SessionLookup {
  tokenHash: string;
  expiresAfter: string;
  usedAfter: string;
}

const liveSessionUser = compiledOnce(
  (db: DbOrTrx, { tokenHash, expiresAfter, usedAfter }: SessionLookup) =>
    db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select([
        'sessions.id as sessionId',
        'sessions.last_used_at as lastUsedAt',
        'sessions.expires_at as expiresAt',
        'users.id as id',
        'users.role as role',
        'users.name as name',
        'users.email as email',
      ])
      .where('sessions.token_hash', '=', tokenHash)
      .where('sessions.revoked_at', 'is', null)
      .where('sessions.expires_at', '>', expiresAfter)
      .where('sessions.last_used_at', '>', usedAfter)
      .where('users.archived_at', 'is', null),
);

/** The user behind a token, if the session is live: not revoked, expired, idle or archived. */
export async function findSessionUser(
  db: DbOrTrx,
  tokenHash: string,
  now = Date.now(),
): Promise<SessionUser | undefined> {
  const [user] = await liveSessionUser(db, {
    tokenHash,
    expiresAfter: isoNow(now),
    usedAfter: isoIn(-SESSION_IDLE_MS, now),
  });
  return user;
}

/** Sessions not revoked, expired or idle, of users not archived, at `now`. */
const liveSessions = (db: DbOrTrx, now: number) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.expires_at', '>', isoNow(now))
    .where('sessions.last_used_at', '>', isoIn(-SESSION_IDLE_MS, now))
    .where('users.archived_at', 'is', null);

/** Of these sessions, those still live: what a notification stream's session is checked by. */
export async function liveSessionIds(db: DbOrTrx, sessionIds: number[], now = Date.now()) {
  if (sessionIds.length === 0) return new Set<number>();
  const rows = await liveSessions(db, now)
    .select('sessions.id')
    .where('sessions.id', 'in', sessionIds)
    .execute();
  return new Set(rows.map((row) => row.id));
}

/** The user of a live session, found by the session's id (a notification stream's ticket). */
export async function findSessionUserById(db: DbOrTrx, sessionId: number, now = Date.now()) {
  return liveSessions(db, now)
    .select(['sessions.id as sessionId', 'users.id as id', 'users.role as role'])
    .where('sessions.id', '=', sessionId)
    .executeTakeFirst();
}

export async function touchSession(db: DbOrTrx, sessionId: number) {
  await db
    .updateTable('sessions')
    .set({ last_used_at: isoNow() })
    .where('id', '=', sessionId)
    .execute();
}

export async function revokeSession(db: DbOrTrx, sessionId: number) {
  await db
    .updateTable('sessions')
    .set({ revoked_at: isoNow() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeUserSessions(db: DbOrTrx, userId: number) {
  await db
    .updateTable('sessions')
    .set({ revoked_at: isoNow() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
