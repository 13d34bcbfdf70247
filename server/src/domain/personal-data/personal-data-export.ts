import { strToU8, zipSync, type Zippable } from 'fflate';
import type { DbOrTrx } from '../../db/database';
import type { FileKind } from '../../db/schema';
import { readSessionRecords } from '../accounts/sessions.repository';
import { readTwoFactorRecord } from '../accounts/two-factor.repository';
import { readCredentialRecords } from '../credentials/credentials.repository';
import { readLetterRecords } from '../letters/letters.repository';
import { readAttachmentRecords } from '../logbook/logbook-attachments.repository';
import { readCopyRecords } from '../letters/logbook-copies.repository';
import { readLogbookRecords } from '../logbook/logbook-personal-data.repository';
import { readPasskeyRecords } from '../accounts/passkeys.repository';
import { readNotificationRecords } from '../notifications/notifications.repository';
import { storedChoices } from '../notifications/preferences.repository';
import { readUniversityRecords } from '../visits/visits-personal-data.repository';
import {
  readAccountRecord,
  readApplicationFiles,
  readApplicationHistory,
  readApplicationRecord,
  readEvaluationRecords,
  readTaskRecords,
  readUserDataExports,
} from './personal-data-export.repository';
import { findApplicationPerson, findUserOfApplication } from './personal-data.repository';

const FILE_NAMES: Record<FileKind, string> = {
  Cv: 'cv.pdf',
  AttachmentLetter: 'university-letter.pdf',
};

/**
 * The account of the person asked for: by its id, or the one made from their unerased
 * application (the applicant who became an intern is one person with one copy).
 */
async function accountOf(
  db: DbOrTrx,
  who: { applicationId?: number | null; userId?: number | null },
) {
  if (who.userId) return readAccountRecord(db, who.userId);
  if (!who.applicationId) return undefined;
  const application = await findApplicationPerson(db, who.applicationId);
  if (!application || application.erased_at) return undefined;
  const user = await findUserOfApplication(db, who.applicationId);
  return user && readAccountRecord(db, user.id);
}

/**
 * A person's data as one ZIP: `personal-data.json` with every stored field and history entry,
 * and the PDFs they sent. Null when there is nothing (unknown or already erased). The one copy
 * for every way of asking: the e-mailed link and the administrator's exports, by application
 * or by account, all build it here.
 */
export async function personalDataZip(
  db: DbOrTrx,
  who: { applicationId?: number | null; userId?: number | null },
  now = new Date(),
): Promise<Uint8Array | null> {
  const files: Zippable = {};
  const data: Record<string, unknown> = { exportedAt: now.toISOString() };
  const account = await accountOf(db, who);
  if (account) {
    const userId = account.id;
    data.account = account;
    Object.assign(data, await readTaskRecords(db, userId));
    Object.assign(data, await readEvaluationRecords(db, userId));
    Object.assign(data, await readLogbookRecords(db, userId));
    Object.assign(data, await readUniversityRecords(db, userId));
    const attachments = await readAttachmentRecords(db, userId);
    data.logbookAttachments = attachments.map((file) => {
      const name = `logbook/${file.week_start}-${file.id}-${file.name}`;
      files[name] = new Uint8Array(file.content);
      return {
        name,
        week: file.week_start,
        type: file.content_type,
        size: file.size,
        addedAt: file.created_at,
      };
    });
    data.exports = await readUserDataExports(db, userId);
    data.completionLetters = await readLetterRecords(db, userId);
    data.credentials = (await readCredentialRecords(db, userId)).map((row) => ({
      id: row.id,
      letter: row.letter_code,
      issuedAt: row.issued_at,
      revokedAt: row.revoked_at,
      credential: row.document && (JSON.parse(row.document) as unknown),
    }));
    data.logbookCopies = await readCopyRecords(db, userId);
    data.notifications = await readNotificationRecords(db, userId);
    data.notificationMail = Object.fromEntries(await storedChoices(db, userId));
    data.sessions = await readSessionRecords(db, userId);
    data.passkeys = await readPasskeyRecords(db, userId);
    Object.assign(data, await readTwoFactorRecord(db, userId));
    who = { ...who, applicationId: who.applicationId ?? account.application_id };
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
