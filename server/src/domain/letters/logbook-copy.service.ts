import crypto from 'node:crypto';
import { DateTime } from 'luxon';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { conflict, notFound } from '../../lib/errors';
import { m, textsIn, type Texts } from '../../lib/texts';
import { FORMER_NAME } from '../users/former-names';
import { isoNow, todayIn } from '../../lib/time';
import { newLetterCode, normaliseLetterCode } from './letter-code';
import { documentHeading, programmeName, verifyUrl } from './letters.service';
import { findLetterIntern } from './letters.repository';
import { attendanceOf, isInside, PRESENT } from '../logbook/attendance';
import {
  fridayOf,
  internshipPeriod,
  isExpected,
  weekDays,
  type InternshipPeriod,
} from '../logbook/internship-period';
import {
  listAttachmentsOfIntern,
  readImagesOfIntern,
} from '../logbook/logbook-attachments.repository';
import * as copies from './logbook-copies.repository';
import { renderLogbookPdf, type CopyVisit, type DayState, type SignedWeek } from './logbook-pdf';
import { listVisitsOfIntern } from '../visits/visits.repository';
import { parseScores } from '../visits/visits.service';

/** The refusal while the intern's university wants every signed week countersigned first. */
export const NOT_COUNTERSIGNED = m(
  'Every signed week must be countersigned by the academic supervisor before a copy of this logbook can be made. Weeks still waiting: {count}.',
);

const dayOn = (isoDateTime: string, zone: string) =>
  DateTime.fromISO(isoDateTime, { zone: 'utc' }).setZone(zone).toISODate()!;

async function findIntern(db: Db, internId: number) {
  const intern = await findLetterIntern(db, internId);
  if (!intern || intern.role !== 'INT' || intern.email.endsWith('@erased.invalid')) {
    throw notFound(m('Intern not found'));
  }
  return intern;
}

/**
 * The signed weeks as the copy prints them: each day as the attendance counts it (an approved
 * absence excuses its days whatever was ticked; a day outside the internship is not one of it).
 */
async function signedWeeks(
  db: Db,
  config: Config,
  internId: number,
  period: InternshipPeriod,
  today: string,
) {
  const entries = await copies.listSignedEntries(db, internId);
  if (entries.length === 0) return [];
  const attachments = await listAttachmentsOfIntern(
    db,
    internId,
    entries.map((entry) => entry.week_start),
  );
  const lastDay = fridayOf(entries[entries.length - 1].week_start);
  const absences = await copies.listApprovedAbsences(db, internId, entries[0].week_start, lastDay);
  return entries.map((entry): SignedWeek => {
    const days = weekDays(entry.week_start).map((date, i) => {
      const state: DayState = !isExpected(date, period, today)
        ? 'Not a working day'
        : isInside(date, absences)
          ? 'Excused'
          : entry.days[i] === PRESENT
            ? 'Present'
            : 'Absent';
      return { date, state };
    });
    return {
      weekStart: entry.week_start,
      weekEnd: fridayOf(entry.week_start),
      days,
      hours: entry.hours,
      activities: entry.activities,
      learned: entry.learned,
      // An erased reviewer's stand-in, as their account's name is (the PDF says it in its language).
      signedBy: entry.reviewer_name ?? FORMER_NAME.SUP,
      signedOn: dayOn(entry.reviewed_at, config.APP_TIMEZONE),
      countersignature:
        entry.countersigner_name === null || entry.countersigned_at === null
          ? null
          : {
              name: entry.countersigner_name,
              on: dayOn(entry.countersigned_at, config.APP_TIMEZONE),
            },
      attachments: attachments
        .filter((file) => file.week_start === entry.week_start)
        .map((file) => ({
          id: file.id,
          name: file.name,
          contentType: file.content_type,
          size: file.size,
        })),
    };
  });
}

/**
 * The intern's signed logbook as a PDF with a verification code (docs/decisions.md, "Logbook and
 * attendance"). A copy of the same content on the same day keeps its code; a different one is
 * recorded with the facts its verification page shows. It is drawn at each download, in the
 * language of the request (`texts`): the language is not part of the content, so a copy in
 * Swahili and one in English of the same weeks carry the same code.
 */
export async function logbookPdf(
  db: Db,
  config: Config,
  internId: number,
  texts: Texts = textsIn('en'),
) {
  const intern = await findIntern(db, internId);
  const madeOn = todayIn(config.APP_TIMEZONE);
  const period = internshipPeriod(intern, madeOn, config.APP_TIMEZONE);
  const [weeks, attendance, visitRows, mustCountersign] = await Promise.all([
    signedWeeks(db, config, internId, period, madeOn),
    attendanceOf(db, config, internId),
    listVisitsOfIntern(db, internId),
    copies.countersignRequired(db, internId),
  ]);
  if (weeks.length === 0) throw notFound(m('No week of this logbook is signed yet.'));
  const waiting = weeks.filter((week) => week.countersignature === null).length;
  if (mustCountersign && waiting > 0) throw conflict(m(NOT_COUNTERSIGNED, { count: waiting }));
  // Oldest first, as the weeks are.
  const visits = visitRows.reverse().map((row): CopyVisit => ({
    visitedOn: row.visited_on,
    visitorName: row.visitor_name,
    met: row.met,
    assessment: row.assessment,
    scores: parseScores(row.scores),
  }));
  const facts = {
    intern_name: intern.name,
    position: intern.position,
    intake_name: intern.intake_name,
    starts_on: period.startsOn,
    ends_on: period.endsOn,
    weeks_signed: weeks.length,
    days_expected: attendance.Expected,
    days_present: attendance.Present,
    days_excused: attendance.Excused,
    days_absent: attendance.Absent,
    made_on: madeOn,
  };
  const fingerprint = crypto
    .createHash('sha256')
    .update(JSON.stringify({ facts, weeks, visits, supervisor: intern.supervisor_name }))
    .digest('hex');
  const known = await copies.findCopyOf(db, internId, fingerprint);
  const imageIds = weeks.flatMap((week) =>
    week.attachments
      .filter((file) => file.contentType !== 'application/pdf')
      .map((file) => file.id),
  );
  const images = await readImagesOfIntern(db, internId, imageIds);
  const code = known?.code ?? newLetterCode();
  const pdf = await renderLogbookPdf(
    {
      ...documentHeading(texts, config, intern),
      supervisorName: intern.supervisor_name,
      startsOn: period.startsOn,
      endsOn: period.endsOn,
      madeOn,
      attendance,
      weeks,
      visits,
      images,
      code,
      verifyUrl: verifyUrl(config, code),
    },
    texts,
  );
  if (!known) {
    await copies.insertCopy(db, {
      code,
      intern_id: internId,
      fingerprint,
      ...facts,
      created_at: isoNow(),
    });
  }
  return { code, pdf };
}

/** What the verification page says about a logbook copy's code; null for none. */
export async function verifyLogbookCopy(db: Db, config: Config, typed: string, texts: Texts) {
  const code = normaliseLetterCode(typed);
  const copy = code ? await copies.findCopyByCode(db, code) : undefined;
  if (!copy) return null;
  return {
    Status: 'genuine' as const,
    Document: 'logbook' as const,
    Code: copy.code,
    Name: copy.intern_name,
    Programme: programmeName(texts, config),
    Position: copy.position,
    Intake: copy.intake_name,
    StartsOn: copy.starts_on,
    EndsOn: copy.ends_on,
    IssuedOn: copy.made_on,
    RevokedOn: null,
    Logbook: {
      WeeksSigned: copy.weeks_signed,
      Expected: copy.days_expected,
      Present: copy.days_present,
      Excused: copy.days_excused,
      Absent: copy.days_absent,
    },
  };
}
