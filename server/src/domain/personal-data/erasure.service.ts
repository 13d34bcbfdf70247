import { sql } from 'kysely';
import type { Db, DbOrTrx } from '../../db/database';
import { sqlRules } from '../../db/sql-rules';
import { sessionsChanged } from '../accounts/session-cache';
import { optimizeSearchIndexes } from '../../db/text-search.repository';
import { recordApplicationEvent } from '../applications/application-events.repository';
import { deleteEvaluationOf } from '../evaluations/evaluations.repository';
import { deleteUnrunUploads } from '../imports/imports.repository';
import { deleteApplicationBookings } from '../interviews/interviews.repository';
import { detachLetters } from '../letters/letters.repository';
import { deleteAttachmentsOf } from '../logbook/logbook-attachments.repository';
import { deleteLogbookOf } from '../logbook/logbook-personal-data.repository';
import { detachLogbookCopies } from '../letters/logbook-copies.repository';
import { deleteRemindersOf } from '../logbook/logbook-reminders.repository';
import { deleteNotificationsOf } from '../notifications/notifications.repository';
import { deleteChoicesOf } from '../notifications/preferences.repository';
import { eraseAcademicTraces } from '../universities/academic-details.repository';
import { FORMER_NAME } from '../users/former-names';
import {
  anonymiseApplication,
  anonymiseUser,
  blankMailTo,
  findApplicationPerson,
  findUserOfApplication,
  findUserPerson,
  recordErasure,
  type ErasureEntry,
} from './personal-data.repository';

type Person = NonNullable<Awaited<ReturnType<typeof findUserPerson>>>;

const isErasedUser = (user: Person) => user.email.endsWith('@erased.invalid');

async function eraseAccount(trx: DbOrTrx, user: Person, now: string) {
  await blankMailTo(trx, user.email);
  await deleteUnrunUploads(trx);
  await anonymiseUser(trx, user.id, user.role, now);
  await eraseAcademicTraces(trx, user.id, FORMER_NAME[user.role]);
  // An intern's evaluation is about them alone; what a supervisor wrote for others stays.
  await deleteEvaluationOf(trx, user.id);
  await deleteLogbookOf(trx, user.id);
  await deleteAttachmentsOf(trx, user.id);
  await detachLetters(trx, user.id);
  await detachLogbookCopies(trx, user.id);
  await deleteRemindersOf(trx, user.id);
  await deleteNotificationsOf(trx, user.id);
  await deleteChoicesOf(trx, user.id);
  await recordErasure(trx, {
    kind: 'user',
    subject_id: user.id,
    subject_created_at: user.created_at,
    erased_at: now,
  });
}

/** Within a transaction: the application's person, their account if any, and the record. */
export async function eraseApplicationIn(
  trx: DbOrTrx,
  applicationId: number,
  byUserId: number | null,
  now: string,
): Promise<boolean> {
  const person = await findApplicationPerson(trx, applicationId);
  if (!person || person.erased_at) return false;
  const account = await findUserOfApplication(trx, applicationId);
  if (account && !isErasedUser(account)) await eraseAccount(trx, account, now);
  await blankMailTo(trx, person.email);
  await deleteUnrunUploads(trx);
  // A withdrawn applicant's booked interview frees its place; what they booked is forgotten.
  await deleteApplicationBookings(trx, applicationId);
  await anonymiseApplication(trx, applicationId, now);
  await recordErasure(trx, {
    kind: 'application',
    subject_id: applicationId,
    subject_created_at: person.created_at,
    erased_at: now,
  });
  await recordApplicationEvent(trx, {
    applicationId,
    from: person.status,
    to: person.status,
    byUserId,
    mailId: null,
    at: now,
    kind: 'erased',
  });
  return true;
}

/** What runs after an erasure of a database commits: the erasure ledger's file (plugins/erasure-ledger.ts). */
const afterErasureHooks = new WeakMap<Db, () => Promise<void>>();

export function onErasure(db: Db, hook: () => Promise<void>) {
  afterErasureHooks.set(db, hook);
}

/**
 * After erasures commit. The erased accounts' sessions end here at once. Deleted rows and overwritten values must not linger where a copy of
 * the database file would show them: on SQLite (secure_delete is on) the search index's old
 * segments are merged away and the WAL is checkpointed and truncated. PostgreSQL's dead rows are
 * vacuumed by the retention job. Then the ledger's copy outside the database is brought up to date.
 */
export async function afterErasure(db: Db) {
  sessionsChanged(db);
  if (sqlRules(db).dialect === 'sqlite') {
    await optimizeSearchIndexes(db);
    await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
  }
  await afterErasureHooks.get(db)?.();
}

/**
 * Erases an applicant: name, e-mail, phone, both files and every copy (e-mails, tokens, links),
 * and their account if they became an intern. Position, status and dates stay, so counts and
 * charts do not change. False when there is no such application or it is already erased.
 */
export async function eraseApplication(
  db: Db,
  applicationId: number,
  byUserId: number | null,
  now = new Date(),
): Promise<boolean> {
  const erased = await db
    .transaction()
    .execute((trx) => eraseApplicationIn(trx, applicationId, byUserId, now.toISOString()));
  if (erased) await afterErasure(db);
  return erased;
}

async function eraseUserIn(trx: DbOrTrx, user: Person, byUserId: number | null, at: string) {
  await eraseAccount(trx, user, at);
  if (user.application_id !== null) {
    await eraseApplicationIn(trx, user.application_id, byUserId, at);
  }
}

/** Erases an intern (with their application), a supervisor or an academic supervisor; tasks and ratings stay. */
export async function eraseUser(
  db: Db,
  userId: number,
  byUserId: number,
  now = new Date(),
): Promise<'erased' | 'not-found' | 'already-erased'> {
  const at = now.toISOString();
  const result = await db.transaction().execute(async (trx) => {
    const user = await findUserPerson(trx, userId);
    if (!user || user.role === 'ADM') return 'not-found' as const;
    if (isErasedUser(user)) return 'already-erased' as const;
    await eraseUserIn(trx, user, byUserId, at);
    return 'erased' as const;
  });
  if (result === 'erased') await afterErasure(db);
  return result;
}

/**
 * Erases again, after a restore, what the ledger says was erased: an entry applies to the row
 * with its id and creation time (an id given again after an older restore names someone else)
 * that is not erased yet. The history names no administrator. Answers how many applied.
 */
export async function replayErasures(db: Db, entries: ErasureEntry[]): Promise<number> {
  const ordered = [...entries].sort((a, b) => a.erased_at.localeCompare(b.erased_at));
  let applied = 0;
  for (const entry of ordered) {
    const done = await db.transaction().execute(async (trx) => {
      if (entry.kind === 'application') {
        const person = await findApplicationPerson(trx, entry.subject_id);
        if (person?.created_at !== entry.subject_created_at) return false;
        return eraseApplicationIn(trx, entry.subject_id, null, entry.erased_at);
      }
      const user = await findUserPerson(trx, entry.subject_id);
      if (!user || user.created_at !== entry.subject_created_at || isErasedUser(user)) {
        return false;
      }
      await eraseUserIn(trx, user, null, entry.erased_at);
      return true;
    });
    if (done) applied++;
  }
  if (applied > 0) await afterErasure(db);
  return applied;
}
