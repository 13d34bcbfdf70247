import { DEFAULT_LANGUAGE, type Language } from 'shared-api/languages';
import type { Config } from '../../config';
import { isValidPhoneNumber, parsePhoneNumberWithError } from 'libphonenumber-js';
import { z } from 'zod';
import type { Db } from '../../db/database';
import type { FileKind } from '../../db/schema';
import { HttpError, ValidationError, conflict, notFound, type Message } from '../../lib/errors';
import { m, textsIn } from '../../lib/texts';
import { emailField, fieldRules, textField } from '../../lib/fields';
import { MAX_DB_ID, wholeNumber } from '../../lib/numbers';
import { enqueueMail } from '../mail/outbox.repository';
import { notify } from '../notifications/notifications.service';
import { applicationReceivedMail } from '../mail/templates';
import { intakeForApplication } from '../intakes/intakes.service';
import { findPosition } from '../positions/positions.repository';
import { recordApplicationEvent } from './application-events.repository';
import * as applications from './applications.repository';
import { PRIVACY_NOTICE_VERSION } from './privacy-notice';
import { pdfProblem, type PdfProblem } from '../../lib/pdf-problem';

export const FILE_KINDS: FileKind[] = ['Cv', 'AttachmentLetter'];
/** What is wrong with a file the form sent, in its words (pdf.ts's problems, or none sent). */
const FILE_PROBLEMS: Record<FileKind, Record<PdfProblem | 'missing', string>> = {
  Cv: {
    missing: m('The CV is required.'),
    empty: m('The CV is empty.'),
    'not-pdf': m('The CV must be a PDF file.'),
    incomplete: m('The CV is not a complete PDF file.'),
  },
  AttachmentLetter: {
    missing: m('The attachment letter is required.'),
    empty: m('The attachment letter is empty.'),
    'not-pdf': m('The attachment letter must be a PDF file.'),
    incomplete: m('The attachment letter is not a complete PDF file.'),
  },
};

export const applicationFields = z.object({
  Name: textField('Name', fieldRules.name),
  Email: emailField('Email'),
  PhoneNumber: z
    .string({ error: m('The PhoneNumber field is required.') })
    .trim()
    .refine((value) => isValidPhoneNumber(value), {
      error: m('The PhoneNumber must be a valid international phone number, like +254712345678.'),
    })
    .transform((value) => parsePhoneNumberWithError(value).number),
  Position: wholeNumber(1, MAX_DB_ID, m('The Position must be a position id.')),
});

export interface UploadedFile {
  filename: string;
  content: Buffer;
}

export interface ApplicationForm {
  fields: Record<string, string>;
  files: Partial<Record<FileKind, UploadedFile>>;
}

/**
 * Validates the whole form (every field error at once), then stores the application, both PDFs
 * and the acknowledgement e-mail in one transaction: all of it is saved, or none. `today` (the
 * firm's) decides which intakes are open (docs/decisions.md, "Intakes"). `language` (the
 * request's) is the application's: its e-mails, and its account's once activated, are in it.
 */
export async function submitApplication(
  db: Db,
  config: Config,
  form: ApplicationForm,
  today: string,
  language: Language = DEFAULT_LANGUAGE,
) {
  const errors: Record<string, Message[]> = {};
  const parsed = applicationFields.safeParse(form.fields);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      (errors[String(issue.path[0])] ??= []).push(issue.message);
    }
  }
  for (const kind of FILE_KINDS) {
    const file = form.files[kind];
    const problem = file ? pdfProblem(file.content) : 'missing';
    if (problem) (errors[kind] ??= []).push(FILE_PROBLEMS[kind][problem]);
  }
  if (!parsed.success) throw new ValidationError(errors);
  const { Name, Email, PhoneNumber, Position } = parsed.data;
  const alreadyOpen = () =>
    conflict(m('An application for this email is already being processed.'));
  try {
    // The checks share the insert's connection (decisions "PostgreSQL speed": one wait in the
    // pool's queue, where each wait costs about what a whole read does under load).
    return await db.transaction().execute(async (trx) => {
      const position = await findPosition(trx, Position);
      if (!position) (errors.Position ??= []).push(m('The selected Position does not exist.'));
      if (!position || Object.keys(errors).length > 0) throw new ValidationError(errors);
      const intakeId = await intakeForApplication(trx, position.id, today);
      if (await applications.hasOpenApplication(trx, Email)) throw alreadyOpen();
      const id = await applications.insertApplicationWithFiles(
        trx,
        {
          name: Name,
          email: Email,
          phone_number: PhoneNumber,
          position_id: position.id,
          intake_id: intakeId,
          notice_version: PRIVACY_NOTICE_VERSION,
          language,
        },
        FILE_KINDS.map((kind) => ({ kind, ...(form.files[kind] as UploadedFile) })),
      );
      const mailId = await enqueueMail(trx, {
        to: Email,
        ...applicationReceivedMail(textsIn(language), Name, position.name),
      });
      await recordApplicationEvent(trx, {
        applicationId: id,
        from: null,
        to: 'Processing',
        byUserId: null,
        mailId,
      });
      // Administrators who want it e-mailed get it with the outbox's next round.
      await notify(trx, config, {
        kind: 'application_received',
        to: 'admins',
        applicationId: id,
        subject: position.name,
        ref: id,
      });
      return { id, mailId };
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // The partial unique index settles two simultaneous applications for one e-mail.
    if (await applications.hasOpenApplication(db, Email)) throw alreadyOpen();
    throw error;
  }
}

/** POST /ApplicationStatus: the newest application of an e-mail. */
export async function applicationStatus(db: Db, email: string) {
  const application = await applications.findNewestApplicationByEmail(db, email);
  if (!application) throw notFound(m('Email does not exist'));
  return {
    Name: application.name,
    Email: application.email,
    Position: application.position,
    ApplicationStatus: application.status,
  };
}

/** A CV or letter, its opening recorded in the application's history (who, when). */
export async function openApplicationFile(
  db: Db,
  applicationId: number,
  kind: FileKind,
  by: number,
) {
  return db.transaction().execute(async (trx) => {
    const stored = await applications.findApplicationFile(trx, applicationId, kind);
    const application = stored && (await applications.findApplication(trx, applicationId));
    if (!stored || !application) return undefined;
    await recordApplicationEvent(trx, {
      applicationId,
      from: application.status,
      to: application.status,
      byUserId: by,
      mailId: null,
      kind: 'file-opened',
      fileKind: kind,
    });
    return stored;
  });
}
