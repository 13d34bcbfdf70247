import type { Insertable } from 'kysely';
import type { DbOrTrx } from '../../db/database';
import type { LogbookAttachmentsTable } from '../../db/schema';

const LISTED = ['id', 'week_start', 'name', 'content_type', 'size', 'created_at'] as const;

/**
 * The attachments of some of the intern's weeks (all of them without `weeks`), by week, each
 * week's in the order they were added (without their bytes).
 */
export function listAttachmentsOfIntern(db: DbOrTrx, internId: number, weeks?: string[]) {
  return db
    .selectFrom('logbook_attachments')
    .select(LISTED)
    .where('intern_id', '=', internId)
    .$if(weeks !== undefined, (query) => query.where('week_start', 'in', weeks!))
    .orderBy('week_start')
    .orderBy('id')
    .execute();
}

export type AttachmentRow = Awaited<ReturnType<typeof listAttachmentsOfIntern>>[number];

export async function countAttachmentsOfWeek(db: DbOrTrx, internId: number, weekStart: string) {
  const row = await db
    .selectFrom('logbook_attachments')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('intern_id', '=', internId)
    .where('week_start', '=', weekStart)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertAttachment(db: DbOrTrx, row: Insertable<LogbookAttachmentsTable>) {
  const { id } = await db
    .insertInto('logbook_attachments')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Deletes one attachment of the intern's week; false when there is none. */
export async function deleteAttachment(
  db: DbOrTrx,
  internId: number,
  weekStart: string,
  id: number,
) {
  const result = await db
    .deleteFrom('logbook_attachments')
    .where('id', '=', id)
    .where('intern_id', '=', internId)
    .where('week_start', '=', weekStart)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** One attachment's owner and, as asked, its file or its thumbnail. */
export function findAttachmentFile(db: DbOrTrx, id: number, part: 'content' | 'thumbnail') {
  return db
    .selectFrom('logbook_attachments as a')
    .innerJoin('users as u', 'u.id', 'a.intern_id')
    .select([
      'a.intern_id',
      'a.name',
      'a.content_type',
      'u.supervisor_id',
      'u.archived_at',
      `a.${part} as bytes`,
    ])
    .where('a.id', '=', id)
    .executeTakeFirst();
}

/** The bytes of the intern's images, by id: what the logbook copy prints. */
export async function readImagesOfIntern(db: DbOrTrx, internId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, Buffer>();
  const rows = await db
    .selectFrom('logbook_attachments')
    .select(['id', 'content'])
    .where('intern_id', '=', internId)
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row.content]));
}

/** For the person's copy of their data: their attachments with their bytes. */
export function readAttachmentRecords(db: DbOrTrx, internId: number) {
  return db
    .selectFrom('logbook_attachments')
    .select([...LISTED, 'content'])
    .where('intern_id', '=', internId)
    .orderBy('week_start')
    .orderBy('id')
    .execute();
}

/** Erasure: the intern's photos and files are about them alone, and go. */
export async function deleteAttachmentsOf(db: DbOrTrx, internId: number) {
  await db.deleteFrom('logbook_attachments').where('intern_id', '=', internId).execute();
}
