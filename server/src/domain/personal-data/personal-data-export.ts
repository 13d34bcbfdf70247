import { strToU8, zipSync, type Zippable } from 'fflate';
import type { DbOrTrx } from '../../db/database';
import type { FileKind } from '../../db/schema';
import { readLetterRecords } from '../letters/letters.repository';
import { readCopyRecords } from '../logbook/logbook-copies.repository';
import { readLogbookRecords } from '../logbook/logbook-personal-data.repository';
import { readNotificationRecords } from '../notifications/notifications.repository';
import { storedChoices } from '../notifications/preferences.repository';
import {
  readAccountRecord,
  readApplicationFiles,
  readApplicationHistory,
  readApplicationRecord,
  readEvaluationRecords,
  readTaskRecords,
  readUserDataExports,
} from './personal-data-export.repository';

const FILE_NAMES: Record<FileKind, string> = {
  Cv: 'cv.pdf',
  AttachmentLetter: 'university-letter.pdf',
};

/**
 * A person's data as one ZIP: `personal-data.json` with every stored field and history entry,
 * and the PDFs they sent. Null when there is nothing (unknown or already erased).
 */
export async function personalDataZip(
  db: DbOrTrx,
  who: { applicationId?: number | null; userId?: number | null },
  now = new Date(),
): Promise<Uint8Array | null> {
  const files: Zippable = {};
  const data: Record<string, unknown> = { exportedAt: now.toISOString() };
  if (who.userId) {
    const account = await readAccountRecord(db, who.userId);
    if (account) {
      data.account = account;
      Object.assign(data, await readTaskRecords(db, who.userId));
      Object.assign(data, await readEvaluationRecords(db, who.userId));
      Object.assign(data, await readLogbookRecords(db, who.userId));
      data.exports = await readUserDataExports(db, who.userId);
      data.completionLetters = await readLetterRecords(db, who.userId);
      data.logbookCopies = await readCopyRecords(db, who.userId);
      data.notifications = await readNotificationRecords(db, who.userId);
      data.notificationMail = Object.fromEntries(await storedChoices(db, who.userId));
      who = { ...who, applicationId: who.applicationId ?? account.application_id };
    }
  }
  if (who.applicationId) {
    const application = await readApplicationRecord(db, who.applicationId);
    if (application) {
      data.application = application;
      data.applicationHistory = await readApplicationHistory(db, who.applicationId);
      const stored = await readApplicationFiles(db, who.applicationId);
      for (const file of stored) files[FILE_NAMES[file.kind]] = new Uint8Array(file.content);
      data.files = stored.map((file) => ({
        name: FILE_NAMES[file.kind],
        uploadedAs: file.filename,
        uploadedAt: file.created_at,
      }));
    }
  }
  if (!data.account && !data.application) return null;
  files['personal-data.json'] = strToU8(JSON.stringify(data, null, 2));
  return zipSync(files, { level: 6 });
}
