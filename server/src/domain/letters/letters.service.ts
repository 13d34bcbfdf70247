import { DateTime } from 'luxon';
import { DEFAULT_FIRM_NAME, type Config } from '../../config';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, notFound } from '../../lib/errors';
import { languageOf, longDay, m, textsIn, type Texts } from '../../lib/texts';
import { isoNow, todayIn } from '../../lib/time';
import { findSubmittedEvaluation } from '../evaluations/evaluations.repository';
import { letterIssuedMail } from '../mail/templates';
import { notifyAcademicSupervisor } from '../academic-reach/academic-notifications';
import { notify } from '../notifications/notifications.service';
import { overall } from '../people/performance.service';
import { listPerformanceTasks } from '../tasks/tasks.repository';
import { attendanceOf } from '../logbook/attendance';
import { issueCredential, revokeCredential } from '../credentials/credentials.service';
import type { LetterFacts } from '../credentials/achievement-credential';
import {
  findLatestCopy,
  findUniversityName,
  hasLogbook,
  listSignedEntries,
} from './logbook-copies.repository';
import { newLetterCode, normaliseLetterCode } from './letter-code';
import { CRITERIA, renderLetterPdf, type Criterion, type DocumentHeading } from './letter-pdf';
import * as letters from './letters.repository';

const isErased = (email: string) => email.endsWith('@erased.invalid');

/** The firm's name a document is headed with: the default one in `texts`' language. */
export const firmNameIn = ({ t }: Texts, config: Config) =>
  config.FIRM_NAME === DEFAULT_FIRM_NAME ? t('The internship programme') : config.FIRM_NAME;

/** The programme a letter names: the firm's internship programme, in `texts`' language. */
export const programmeName = ({ t }: Texts, config: Config) =>
  config.FIRM_NAME === DEFAULT_FIRM_NAME
    ? t('The internship programme')
    : t('the {firm} internship programme', { firm: config.FIRM_NAME });

/** The head of a document about `intern`, in `texts`' language. */
export const documentHeading = (
  texts: Texts,
  config: Config,
  intern: { name: string; position: string | null; intake_name: string | null },
): DocumentHeading => ({
  firmName: firmNameIn(texts, config),
  firmContact: config.FIRM_CONTACT,
  programme: programmeName(texts, config),
  internName: intern.name,
  position: intern.position,
  intakeName: intern.intake_name,
});

export const verifyUrl = (config: Config, code: string) => `${config.PUBLIC_URL}/verify/${code}`;

async function findIntern(db: Db, internId: number) {
  const intern = await letters.findLetterIntern(db, internId);
  if (!intern || intern.role !== 'INT' || isErased(intern.email)) {
    throw notFound(m('Intern not found'));
  }
  return intern;
}

/** The 409 before the intake's last day, as shared-api's letterNotYetMessage writes it. */
const letterNotYet = (endsOn: string) =>
  m('The internship ends on {date}: its completion letter can be issued from that day.', {
    date: longDay(endsOn),
  });

/**
 * The internship's dates: the intake's, or, for an intern without an intake, from the day their
 * account was activated (a date in the firm's time zone) to the day the letter is issued.
 */
function internshipDates(
  intern: Awaited<ReturnType<typeof findIntern>>,
  today: string,
  zone: string,
) {
  if (intern.intake_starts_on && intern.intake_ends_on) {
    return { starts_on: intern.intake_starts_on, ends_on: intern.intake_ends_on };
  }
  const activated = DateTime.fromISO(intern.created_at, { zone: 'utc' }).setZone(zone).toISODate();
  return { starts_on: activated ?? today, ends_on: today };
}

/** What the admin's letter screen shows: the intern, whether they are ready, their letters. */
export async function letterStatus(db: Db, internId: number) {
  const intern = await findIntern(db, internId);
  const [evaluation, issued] = await Promise.all([
    findSubmittedEvaluation(db, internId),
    letters.listInternLetters(db, internId),
  ]);
  return { intern, evaluationSubmitted: evaluation !== undefined, letters: issued };
}

/** The final evaluation's criteria averaged (1–5), one decimal; null when none was scored. */
function evaluationScore(scores: Record<Criterion, number | null>) {
  const given = Object.values(scores).filter((score): score is number => score !== null);
  if (given.length === 0) return null;
  return Math.round((given.reduce((sum, score) => sum + score, 0) / given.length) * 10) / 10;
}

/**
 * The intern's latest logbook copy as the credential's evidence, naming their university when
 * its academic supervisor countersigned every signed week; null without a copy.
 */
async function logbookEvidence(db: Db, config: Config, internId: number) {
  const copy = await findLatestCopy(db, internId);
  if (!copy) return null;
  const entries = await listSignedEntries(db, internId);
  const countersigned =
    entries.length > 0 && entries.every((entry) => entry.countersigner_name !== null);
  return {
    code: copy.code,
    url: verifyUrl(config, copy.code),
    weeksSigned: copy.weeks_signed,
    countersignedBy: countersigned ? await findUniversityName(db, internId) : null,
  };
}

/**
 * Issues an intern's completion letter (docs/decisions.md, "Evaluations and letters"): once
 * their final evaluation is submitted, on or after their intake's end date, and when no other
 * letter of theirs is live. The facts the
 * verification page shows are kept beside the PDF; the intern is e-mailed a link to download it.
 */
export async function issueLetter(db: Db, config: Config, internId: number, adminId: number) {
  const intern = await findIntern(db, internId);
  const evaluation = await findSubmittedEvaluation(db, internId);
  if (!evaluation) {
    throw conflict(
      m("The intern's final evaluation is not submitted yet: a letter can be issued once it is."),
    );
  }
  const liveLetter = () =>
    conflict(m('This intern already has a letter. Revoke it first, then issue a corrected one.'));
  if (await letters.findLiveLetter(db, internId)) throw liveLetter();

  const today = todayIn(config.APP_TIMEZONE);
  // A letter states what happened: not before the intake's last day (ISO dates sort as days).
  if (intern.intake_ends_on && today < intern.intake_ends_on) {
    throw conflict(letterNotYet(intern.intake_ends_on));
  }
  const dates = internshipDates(intern, today, config.APP_TIMEZONE);
  // The performance page's tasks, so the letter's overall rating is the one it shows.
  const tasks = await listPerformanceTasks(db, internId);
  const attendance = (await hasLogbook(db, internId))
    ? await attendanceOf(db, config, internId)
    : null;
  const code = newLetterCode();
  const scores = Object.fromEntries(CRITERIA.map(([key]) => [key, evaluation[key]])) as Record<
    Criterion,
    number | null
  >;
  // The letter is drawn once, here, in the intern's language (null until they sign in: English),
  // and kept: every download is the document its verification code vouches for, the same bytes
  // whoever downloads it and in whichever language their screen is.
  const texts = textsIn(languageOf(intern.language));
  const logbook = await logbookEvidence(db, config, internId);
  const pdf = await renderLetterPdf(
    {
      ...documentHeading(texts, config, intern),
      startsOn: dates.starts_on,
      endsOn: dates.ends_on,
      issuedOn: today,
      supervisorName: evaluation.supervisor_name ?? intern.supervisor_name,
      tasksCompleted: tasks.filter((task) => task.status === 'Completed').length,
      // A firm that keeps no logbook gets no 'attended 0 of 60 working days'.
      attendance: attendance && {
        present: attendance.Present,
        expected: attendance.Expected,
        excused: attendance.Excused,
      },
      overallRating: overall(tasks.map((task) => task.rating)),
      scores,
      assessment: evaluation.assessment,
      recommendation: evaluation.recommendation,
      code,
      verifyUrl: verifyUrl(config, code),
    },
    texts,
  );

  // Two administrators may issue at once: the unique index on live letters settles it.
  const issued = db.transaction().execute(async (trx) => {
    const id = await letters.insertLetter(trx, {
      code,
      intern_id: internId,
      issued_by: adminId,
      intern_name: intern.name,
      position: intern.position,
      intake_name: intern.intake_name,
      ...dates,
      issued_on: today,
      pdf,
      created_at: isoNow(),
    });
    // The letter as an Open Badges 3.0 credential (docs/credentials.md), issued with it or not at all.
    const facts: LetterFacts = {
      letterId: id,
      letterCode: code,
      letterUrl: verifyUrl(config, code),
      firmName: firmNameIn(texts, config),
      internName: intern.name,
      internEmail: intern.email,
      position: intern.position,
      intakeName: intern.intake_name,
      startsOn: dates.starts_on,
      endsOn: dates.ends_on,
      evaluationScore: evaluationScore(scores),
      attendance: attendance && { present: attendance.Present, expected: attendance.Expected },
      logbook,
    };
    await issueCredential(trx, config, facts, texts);
    const mail = (mailTexts: Texts) =>
      letterIssuedMail(mailTexts, intern.name, `${config.PUBLIC_URL}/internDashboard/profile`);
    // An account e-mail: it goes whatever the intern's preferences say.
    const mailIds = await notify(trx, config, {
      kind: 'letter_issued',
      to: internId,
      actorId: adminId,
      mail: { to: internId, content: mail },
    });
    const told = { kind: 'student_letter_issued', internId } as const;
    mailIds.push(...(await notifyAcademicSupervisor(trx, config, told)));
    return { id, code, mailIds };
  });
  return issued.catch((error: unknown) => {
    throw isUniqueViolation(error) ? liveLetter() : error;
  });
}

export async function revokeLetter(
  db: Db,
  config: Config,
  id: number,
  reason: string,
  adminId: number,
) {
  await db.transaction().execute(async (trx) => {
    const letter = await letters.findLetter(trx, id);
    if (!letter) throw notFound(m('Letter not found'));
    if (!(await letters.revokeLetter(trx, id, reason, isoNow()))) {
      throw conflict(m('This letter is already revoked.'));
    }
    // Its credential's bit in the signed status list, in the same transaction.
    await revokeCredential(trx, config, id);
    if (letter.intern_id !== null) {
      await notify(trx, config, { kind: 'letter_revoked', to: letter.intern_id, actorId: adminId });
    }
  });
}

/** A letter's PDF, for an administrator. */
export async function letterPdf(db: Db, id: number) {
  const letter = await letters.readLetterPdf(db, id);
  if (!letter) throw notFound(m('Letter not found'));
  if (!letter.pdf) throw notFound(m('The letter’s PDF was erased with the account.'));
  return { code: letter.code, pdf: letter.pdf };
}

/**
 * The intern's own live letter, or null before one is issued (or after it is revoked): not an
 * error, since every intern's profile asks.
 */
export async function myLetter(db: Db, internId: number) {
  return (await letters.findLiveLetter(db, internId)) ?? null;
}

/** The PDF of the intern's own live letter. */
export async function myLetterPdf(db: Db, internId: number) {
  const letter = await myLetter(db, internId);
  if (!letter) throw notFound(m('No completion letter has been issued to you yet.'));
  return letterPdf(db, letter.id);
}

/**
 * What the verification page says about a code: only what the letter itself says, and when it
 * was revoked (never why). Null for a code no letter has.
 */
export async function verifyLetter(db: Db, config: Config, typed: string, texts: Texts) {
  const code = normaliseLetterCode(typed);
  const letter = code ? await letters.findLetterByCode(db, code) : undefined;
  if (!letter) return null;
  const revokedOn = letter.revoked_at
    ? DateTime.fromISO(letter.revoked_at, { zone: 'utc' }).setZone(config.APP_TIMEZONE).toISODate()
    : null;
  return {
    Status: revokedOn ? ('revoked' as const) : ('genuine' as const),
    Code: letter.code,
    Name: letter.intern_name,
    Programme: programmeName(texts, config),
    Position: letter.position,
    Intake: letter.intake_name,
    StartsOn: letter.starts_on,
    EndsOn: letter.ends_on,
    IssuedOn: letter.issued_on,
    RevokedOn: revokedOn,
  };
}
