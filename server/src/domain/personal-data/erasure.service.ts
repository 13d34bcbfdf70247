import { sql } from 'kysely';
import type { Db, DbOrTrx } from '../../db/database';
import { sqlRules } from '../../db/sql-rules';
import { optimizeSearchIndexes } from '../../db/text-search.repository';
import { recordApplicationEvent } from '../applications/application-events.repository';
import {
  anonymiseApplication,
  anonymiseUser,
  blankMailTo,
  findApplicationPerson,
  findUserOfApplication,
  findUserPerson,
} from './personal-data.repository';

type Person = NonNullable<Awaited<ReturnType<typeof findUserPerson>>>;

const isErasedUser = (user: Person) => user.email.endsWith('@erased.invalid');

async function eraseAccount(trx: DbOrTrx, user: Person, now: string) {
  await blankMailTo(trx, user.email);
  await anonymiseUser(trx, user.id, user.role, now);
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
  await anonymiseApplication(trx, applicationId, now);
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

/**
 * Deleted rows and overwritten values must not linger where a copy of the database file would
 * show them: on SQLite (secure_delete is on) the search index's old segments are merged away
 * and the WAL is checkpointed and truncated. PostgreSQL's dead rows are vacuumed by the
 * retention job.
 */
export async function compactAfterErasure(db: Db) {
  if (sqlRules(db).dialect !== 'sqlite') return;
  await optimizeSearchIndexes(db);
  await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
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
  if (erased) await compactAfterErasure(db);
  return erased;
}

/** Erases an intern (with their application) or a supervisor; tasks and ratings stay. */
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
    if (user.application_id !== null) {
      await eraseAccount(trx, user, at);
      await eraseApplicationIn(trx, user.application_id, byUserId, at);
    } else {
      await eraseAccount(trx, user, at);
    }
    return 'erased' as const;
  });
  if (result === 'erased') await compactAfterErasure(db);
  return result;
}
