import { sql } from 'kysely';
import type { Config } from '../../config';
import { isPostgres, type Db, type DbOrTrx } from '../../db/database';
import { conflict, HttpError, notFound } from '../../lib/errors';
import { m } from '../../lib/texts';
import { isoNow } from '../../lib/time';
import { studentScope } from '../academic-reach/academic-reach';
import { findOwnStudent } from '../academic-reach/students.repository';
import type { Actor } from '../tasks/task-access';
import { safeAttachmentName, storedFile, toAttachment } from './attachment-files';
import { isInternshipWeek } from './internship-period';
import * as files from './logbook-attachments.repository';
import { FINAL, internshipOf, weekNotFound } from './logbook.service';
import { findEntryOfWeek } from './logbook.repository';

export const MAX_ATTACHMENTS = 5;
export const TOO_MANY = m('A week holds at most five photos or files.');
export const FILE_NOT_FOUND = m('File not found');

/**
 * A week the intern may still add to or remove from: one of their internship so far (else 404)
 * whose entry is not started, a draft or returned (else 409, as its texts), and, to add, with
 * fewer than five files (422).
 */
async function checkEditable(
  db: DbOrTrx,
  config: Config,
  internId: number,
  monday: string,
  adding: boolean,
) {
  const { today, period } = await internshipOf(db, config, internId);
  if (!isInternshipWeek(monday, period, today)) throw weekNotFound();
  const entry = await findEntryOfWeek(db, internId, monday);
  if (entry && entry.state !== 'draft' && entry.state !== 'returned') throw conflict(FINAL);
  if (adding && (await files.countAttachmentsOfWeek(db, internId, monday)) >= MAX_ATTACHMENTS) {
    throw new HttpError(422, TOO_MANY);
  }
}

/** One intern's changes to their weeks' files, one after another (SQLite has one writer). */
async function lockIntern(trx: DbOrTrx, internId: number) {
  if (isPostgres(trx)) {
    await sql`select pg_advisory_xact_lock(hashtext(${`logbook_attachments:${internId}`}))`.execute(
      trx,
    );
  }
}

/**
 * Adds a photo or PDF to the intern's week (docs/decisions.md, "Logbook and attendance"): the
 * week is checked before the image is re-encoded (no work for a refusal) and again, under the
 * intern's lock, when it is stored.
 */
export async function addAttachment(
  db: Db,
  config: Config,
  internId: number,
  monday: string,
  upload: { name: string; content: Buffer },
) {
  await checkEditable(db, config, internId, monday, true);
  const stored = await storedFile(upload.content);
  return db.transaction().execute(async (trx) => {
    await lockIntern(trx, internId);
    await checkEditable(trx, config, internId, monday, true);
    const row = {
      intern_id: internId,
      week_start: monday,
      name: safeAttachmentName(upload.name, stored.contentType),
      content_type: stored.contentType,
      size: stored.content.length,
      content: stored.content,
      thumbnail: stored.thumbnail,
      created_at: isoNow(),
    };
    const id = await files.insertAttachment(trx, row);
    return toAttachment({ ...row, id });
  });
}

export async function removeAttachment(
  db: Db,
  config: Config,
  internId: number,
  monday: string,
  id: number,
) {
  await db.transaction().execute(async (trx) => {
    await lockIntern(trx, internId);
    await checkEditable(trx, config, internId, monday, false);
    if (!(await files.deleteAttachment(trx, internId, monday, id))) {
      throw notFound(FILE_NOT_FOUND);
    }
  });
}

/**
 * A file or its thumbnail for whoever may see the intern's logbook: the intern, their
 * supervisor (while the intern is active), their academic supervisor within their reach
 * (academic-reach.ts), an administrator; anyone else reads 404, as for a file that is not.
 */
export async function openAttachment(
  db: Db,
  config: Config,
  actor: Actor,
  id: number,
  part: 'content' | 'thumbnail',
) {
  const file = await files.findAttachmentFile(db, id, part);
  if (!file || !file.bytes) throw notFound(FILE_NOT_FOUND);
  const allowed =
    actor.role === 'ADM' ||
    (actor.role === 'INT' && file.intern_id === actor.id) ||
    (actor.role === 'SUP' && file.supervisor_id === actor.id && file.archived_at === null) ||
    (actor.role === 'ACA' &&
      (await findOwnStudent(db, studentScope(config, actor.id), file.intern_id)) !== undefined);
  if (!allowed) throw notFound(FILE_NOT_FOUND);
  return {
    name: file.name,
    contentType: part === 'thumbnail' ? 'image/jpeg' : file.content_type,
    bytes: file.bytes,
  };
}
