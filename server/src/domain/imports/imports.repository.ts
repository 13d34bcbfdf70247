import { setImmediate } from 'node:timers/promises';
import type { DbOrTrx } from '../../db/database';
import type { ImportStatus, ImportsTable } from '../../db/schema';
import type { Insertable, Updateable } from 'kysely';

/** Lists of ids or e-mails go to the database in parts this long (each a bound parameter). */
const CHUNK = 500;

/** Does `work` on each part of `values` in turn. */
async function eachChunk<T>(values: T[], work: (part: T[]) => Promise<unknown>) {
  for (let start = 0; start < values.length; start += CHUNK) {
    // A turn of the event loop between parts: others' requests wait for one part, not all.
    if (start > 0) await setImmediate();
    await work(values.slice(start, start + CHUNK));
  }
}

async function inChunks<T, R>(values: T[], read: (part: T[]) => Promise<R[]>): Promise<R[]> {
  const found: R[] = [];
  await eachChunk(values, async (part) => found.push(...(await read(part))));
  return found;
}

export async function insertImport(db: DbOrTrx, values: Insertable<ImportsTable>) {
  const row = await db
    .insertInto('imports')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findImport(db: DbOrTrx, id: number) {
  return db.selectFrom('imports').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateImport(db: DbOrTrx, id: number, values: Updateable<ImportsTable>) {
  await db.updateTable('imports').set(values).where('id', '=', id).execute();
}

/** Moves an import from one state to another; false when it was no longer in `from`. */
export async function moveImport(
  db: DbOrTrx,
  id: number,
  from: ImportStatus,
  values: Updateable<ImportsTable>,
) {
  const result = await db
    .updateTable('imports')
    .set(values)
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * An import still 'running' after `before` started is one whose instance stopped mid-way (its
 * transaction rolled back): it is failed, so that it blocks no other.
 */
export async function failStoppedImports(db: DbOrTrx, before: string, now: string) {
  await db
    .updateTable('imports')
    .set({ status: 'failed', file_content: null, finished_at: now })
    .where('status', '=', 'running')
    .where('started_at', '<', before)
    .execute();
}

export async function isImportRunning(db: DbOrTrx) {
  const row = await db
    .selectFrom('imports')
    .select('id')
    .where('status', '=', 'running')
    .executeTakeFirst();
  return row !== undefined;
}

/** Uploads never imported, older than `before`: their files are not kept longer. */
export async function deleteAbandonedUploads(db: DbOrTrx, before: string) {
  await db
    .deleteFrom('imports')
    .where('status', '=', 'uploaded')
    .where('created_at', '<', before)
    .execute();
}

/**
 * Every upload not imported yet: an erasure deletes them, since any may hold the erased person
 * (their files are read by no query); the administrator uploads the file again.
 */
export async function deleteUnrunUploads(db: DbOrTrx) {
  await db.deleteFrom('imports').where('status', '=', 'uploaded').execute();
}

/** The newest import that created rows (the only one that may be undone). */
export async function findLastFinishedImport(db: DbOrTrx) {
  return db
    .selectFrom('imports')
    .select(['id', 'kind', 'status', 'finished_at'])
    .where('status', 'in', ['done', 'undone'])
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** The audit record: every import, newest first (a page of them). */
export async function listImports(db: DbOrTrx, limit: number, id?: number) {
  let query = db
    .selectFrom('imports as i')
    .innerJoin('users as u', 'u.id', 'i.created_by')
    .leftJoin('users as v', 'v.id', 'i.undone_by')
    .select([
      'i.id',
      'i.kind',
      'i.status',
      'i.file_name',
      'i.total_rows',
      'i.imported_rows',
      'i.skipped_rows',
      'i.created_at',
      'i.finished_at',
      'i.undone_at',
      'u.name as created_by_name',
      'v.name as undone_by_name',
    ])
    .orderBy('i.id', 'desc')
    .limit(limit);
  if (id !== undefined) query = query.where('i.id', '=', id);
  return query.execute();
}

export async function insertImportRows(db: DbOrTrx, importId: number, ids: number[]) {
  await eachChunk(ids, async (part) => {
    await db
      .insertInto('import_rows')
      .values(part.map((entity_id) => ({ import_id: importId, entity_id })))
      .execute();
  });
}

export async function listImportRowIds(db: DbOrTrx, importId: number) {
  const rows = await db
    .selectFrom('import_rows')
    .select('entity_id')
    .where('import_id', '=', importId)
    .execute();
  return rows.map((row) => row.entity_id);
}

/** E-mails among `emails` that an active account, or (with `applications`) an open application, uses. */
export async function findUsedEmails(db: DbOrTrx, emails: string[], applications: boolean) {
  const users = await inChunks(emails, (part) =>
    db
      .selectFrom('users')
      .select('email')
      .where('archived_at', 'is', null)
      .where('email', 'in', part)
      .execute(),
  );
  const open = applications
    ? await inChunks(emails, (part) =>
        db
          .selectFrom('applications')
          .select('email')
          .where('status', 'in', ['Processing', 'Accepted', 'Passed'])
          .where('email', 'in', part)
          .execute(),
      )
    : [];
  return new Set([...users, ...open].map((row) => row.email));
}

/** E-mails among `emails` with an open application (Processing, Accepted or Passed). */
export async function findOpenApplicationEmails(db: DbOrTrx, emails: string[]) {
  const rows = await inChunks(emails, (part) =>
    db
      .selectFrom('applications')
      .select('email')
      .where('status', 'in', ['Processing', 'Accepted', 'Passed'])
      .where('email', 'in', part)
      .execute(),
  );
  return new Set(rows.map((row) => row.email));
}

/** Which intake offers which position, as `intake:position` (a short list). */
export async function intakeOffers(db: DbOrTrx) {
  const rows = await db
    .selectFrom('intake_positions')
    .select(['intake_id', 'position_id'])
    .execute();
  return new Set(rows.map((row) => `${row.intake_id}:${row.position_id}`));
}

/** Of an import's intakes, those with applications since. */
export async function countUsedIntakes(db: DbOrTrx, ids: number[]) {
  const used = await inChunks(ids, (part) =>
    db
      .selectFrom('applications')
      .select('intake_id')
      .distinct()
      .where('intake_id', 'in', part)
      .execute(),
  );
  return used.length;
}

export async function deleteIntakes(db: DbOrTrx, ids: number[]) {
  await eachChunk(ids, async (part) => {
    await db.deleteFrom('intake_positions').where('intake_id', 'in', part).execute();
    await db.deleteFrom('intakes').where('id', 'in', part).execute();
  });
}

/** Of an import's applications, those acted on since: a status changed, a file opened, erased. */
export async function countUsedApplications(db: DbOrTrx, ids: number[]) {
  const used = await inChunks(ids, (part) =>
    db
      .selectFrom('applications as a')
      .select('a.id')
      .where('a.id', 'in', part)
      .where((eb) =>
        eb.or([
          eb('a.status', '!=', 'Processing'),
          eb('a.erased_at', 'is not', null),
          eb.exists(
            eb
              .selectFrom('application_events as e')
              .select('e.id')
              .whereRef('e.application_id', '=', 'a.id')
              .where((e) =>
                e.or([e('e.from_status', 'is not', null), e('e.kind', '!=', 'status')]),
              ),
          ),
        ]),
      )
      .execute(),
  );
  return used.length;
}

export async function deleteApplications(db: DbOrTrx, ids: number[]) {
  await eachChunk(ids, async (part) => {
    await db.deleteFrom('application_events').where('application_id', 'in', part).execute();
    await db.deleteFrom('applications').where('id', 'in', part).execute();
  });
}

/** Active supervisors by e-mail. */
export async function findSupervisorIds(db: DbOrTrx, emails: string[]) {
  const rows = await inChunks(emails, (part) =>
    db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('role', '=', 'SUP')
      .where('archived_at', 'is', null)
      .where('email', 'in', part)
      .execute(),
  );
  return new Map(rows.map((row) => [row.email, row.id]));
}

/** Every position's or intake's id by its name without case (both lists stay short). */
export async function namedIds(db: DbOrTrx, table: 'positions' | 'intakes') {
  const rows = await db.selectFrom(table).select(['id', 'name']).execute();
  return new Map(rows.map((row) => [row.name.toLowerCase(), row.id]));
}

/**
 * Of an import's users, those someone did something with: signed in, archived, given a password,
 * tasks, logbook entries, interns or an evaluation. Any of them keeps the import from an undo.
 */
export async function countUsedUsers(db: DbOrTrx, ids: number[]) {
  const used = await inChunks(ids, (part) =>
    db
      .selectFrom('users as u')
      .select('u.id')
      .where('u.id', 'in', part)
      .where((eb) =>
        eb.or([
          eb('u.archived_at', 'is not', null),
          eb('u.password_hash', 'is not', null),
          eb.exists(eb.selectFrom('sessions').select('id').whereRef('user_id', '=', 'u.id')),
          eb.exists(
            eb
              .selectFrom('tasks')
              .select('id')
              .where((task) =>
                task.or([
                  task('assigned_to', '=', task.ref('u.id')),
                  task('assigned_by', '=', task.ref('u.id')),
                ]),
              ),
          ),
          eb.exists(
            eb.selectFrom('logbook_entries').select('id').whereRef('intern_id', '=', 'u.id'),
          ),
          eb.exists(eb.selectFrom('evaluations').select('id').whereRef('intern_id', '=', 'u.id')),
          eb.exists(
            eb.selectFrom('users as i').select('i.id').whereRef('i.supervisor_id', '=', 'u.id'),
          ),
        ]),
      )
      .execute(),
  );
  return used.length;
}

/** Of an import's positions, those used since: by an account, an application or an intake. */
export async function countUsedPositions(db: DbOrTrx, ids: number[]) {
  const used = await inChunks(ids, (part) =>
    db
      .selectFrom('positions as p')
      .select('p.id')
      .where('p.id', 'in', part)
      .where((eb) =>
        eb.or([
          eb.exists(eb.selectFrom('users').select('id').whereRef('position_id', '=', 'p.id')),
          eb.exists(
            eb.selectFrom('applications').select('id').whereRef('position_id', '=', 'p.id'),
          ),
          eb.exists(
            eb.selectFrom('intake_positions').select('id').whereRef('position_id', '=', 'p.id'),
          ),
        ]),
      )
      .execute(),
  );
  return used.length;
}

/** Removes an import's accounts, their links, unsent invitations and interns' applications. */
export async function deleteImportedUsers(db: DbOrTrx, ids: number[], since: string) {
  await eachChunk(ids, async (part) => {
    const users = await db
      .selectFrom('users')
      .select(['email', 'application_id'])
      .where('id', 'in', part)
      .execute();
    const applicationIds = users.flatMap((user) => user.application_id ?? []);
    await db.deleteFrom('one_time_tokens').where('user_id', 'in', part).execute();
    await db
      .deleteFrom('outbox')
      .where('status', '=', 'pending')
      .where('created_at', '>=', since)
      .where(
        'recipient',
        'in',
        users.map((user) => user.email),
      )
      .execute();
    await db.deleteFrom('users').where('id', 'in', part).execute();
    if (applicationIds.length > 0) {
      await db
        .deleteFrom('application_events')
        .where('application_id', 'in', applicationIds)
        .execute();
      await db.deleteFrom('applications').where('id', 'in', applicationIds).execute();
    }
  });
}

export async function deletePositions(db: DbOrTrx, ids: number[]) {
  await eachChunk(ids, (part) => db.deleteFrom('positions').where('id', 'in', part).execute());
}
