import type { Insertable } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import type {
  ApplicationEventsTable,
  ApplicationsTable,
  OneTimeTokensTable,
  OutboxTable,
  UsersTable,
} from '../../db/schema';

/**
 * An import writes its rows a part at a time, one statement per table and part: a statement per
 * row made 10 000 interns take 33 s on PostgreSQL, each a round trip (docs/benchmarks.md).
 * Ids come back with each row's e-mail, unique among an import's valid rows.
 */
export async function insertApplications(db: DbOrTrx, rows: Insertable<ApplicationsTable>[]) {
  const inserted = await db
    .insertInto('applications')
    .values(rows)
    .returning(['id', 'email'])
    .execute();
  return new Map(inserted.map((row) => [row.email, row.id]));
}

export async function insertApplicationEvents(
  db: DbOrTrx,
  rows: Insertable<ApplicationEventsTable>[],
) {
  if (rows.length > 0) await db.insertInto('application_events').values(rows).execute();
}

export async function insertUsers(db: DbOrTrx, rows: Insertable<UsersTable>[]) {
  const inserted = await db.insertInto('users').values(rows).returning(['id', 'email']).execute();
  return new Map(inserted.map((row) => [row.email, row.id]));
}

export async function insertOneTimeTokens(db: DbOrTrx, rows: Insertable<OneTimeTokensTable>[]) {
  if (rows.length > 0) await db.insertInto('one_time_tokens').values(rows).execute();
}

export async function insertMails(db: DbOrTrx, rows: Insertable<OutboxTable>[]) {
  if (rows.length > 0) await db.insertInto('outbox').values(rows).execute();
}
