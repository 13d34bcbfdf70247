import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { conflict, notFound, ValidationError, type Message } from '../../lib/errors';
import { m } from '../../lib/texts';
import { isoNow } from '../../lib/time';
import { myEvaluation } from '../evaluations/evaluations.service';
import { findLiveLetter } from '../letters/letters.repository';
import { attendanceOfIntern, countAttendance, expectedDays } from '../logbook/attendance';
import { listApprovedAbsencesOf, listTickedWeeksOf } from '../logbook/attendance.repository';
import { toAttachment } from '../logbook/attachment-files';
import { listAttachmentsOfIntern } from '../logbook/logbook-attachments.repository';
import { fridayOf, internshipPeriod, weekDays } from '../logbook/internship-period';
import { daysToMarks } from '../logbook/logbook-days';
import { ownStudent, studentScope } from '../academic-reach/academic-reach';
import type { StudentRow } from '../academic-reach/students.repository';
import { internVisits, toCountersignature } from '../visits/visits.service';
import { parseCriteria, type VisitCriterion } from '../universities/universities.repository';
import * as repo from './academic.repository';

/** The student's period and attendance, as their supervisor and the logbook copy count them. */
function periodOf(config: Config, student: StudentRow, today: string) {
  return internshipPeriod(student, today, config.APP_TIMEZONE);
}

/** GET /Academic/Students: one page of the caller's students, with their logbook and days. */
export async function studentsPage(
  db: Db,
  config: Config,
  academicId: number,
  request: Parameters<typeof repo.pageStudents>[2],
) {
  const scope = studentScope(config, academicId);
  const { rows, total } = await repo.pageStudents(db, scope, request);
  // The page's records in two reads, each student counted by attendance.ts's one rule.
  const ids = rows.map((row) => row.id);
  const [weeks, absences] = await Promise.all([
    listTickedWeeksOf(db, ids),
    listApprovedAbsencesOf(db, ids),
  ]);
  const Students = rows.map((row) => {
    const period = periodOf(config, row, scope.today);
    const attendance = countAttendance(expectedDays(row, scope.today, config.APP_TIMEZONE), {
      weeks: weeks.filter((week) => week.intern_id === row.id),
      absences: absences.filter((absence) => absence.intern_id === row.id),
    });
    return {
      Id: row.id,
      Name: row.name,
      Position: row.position,
      Supervisor: row.supervisor_name,
      StartsOn: period.startsOn,
      EndsOn: period.endsOn,
      WeeksSigned: Number(row.weeks_signed ?? 0),
      WeeksCountersigned: Number(row.weeks_countersigned ?? 0),
      DaysPresent: attendance.Present,
      DaysExpected: attendance.Expected,
    };
  });
  return { Students, Total: total };
}

/** GET /Academic/Students/:id: the student's page. */
export async function studentDetail(db: Db, config: Config, academicId: number, id: number) {
  const { student, today } = await ownStudent(db, config, academicId, id);
  const period = periodOf(config, student, today);
  const [attendance, evaluation, letter, weeks] = await Promise.all([
    attendanceOfIntern(db, student, today, config.APP_TIMEZONE),
    myEvaluation(db, student.id),
    findLiveLetter(db, student.id),
    repo.countWeeks(db, student.id),
  ]);
  const countersignRequired = student.countersign_required === 1;
  return {
    Id: student.id,
    Name: student.name,
    Email: student.email,
    Position: student.position,
    Supervisor: student.supervisor_name,
    University: student.university_name,
    StudyProgramme: student.study_programme,
    StartsOn: period.startsOn,
    EndsOn: period.endsOn,
    Attendance: {
      DaysExpected: attendance.Expected,
      DaysPresent: attendance.Present,
      DaysExcused: attendance.Excused,
      DaysAbsent: attendance.Absent,
    },
    Evaluation: evaluation,
    LetterAvailable: letter !== undefined,
    LogbookCopyAvailable:
      weeks.signed > 0 && (!countersignRequired || weeks.countersigned === weeks.signed),
    CountersignRequired: countersignRequired,
    Criteria: student.criteria === null ? [] : parseCriteria(student.criteria),
  };
}

/** GET /Academic/Students/:id/Logbook: one page of the signed weeks, newest first. */
export async function signedWeeksPage(
  db: Db,
  config: Config,
  academicId: number,
  id: number,
  window: { limit: number; offset: number },
) {
  const { student } = await ownStudent(db, config, academicId, id);
  const [rows, weeks] = await Promise.all([
    repo.pageSignedWeeks(db, student.id, window),
    repo.countWeeks(db, student.id),
  ]);
  const attachments =
    rows.length === 0
      ? []
      : await listAttachmentsOfIntern(
          db,
          student.id,
          rows.map((row) => row.week_start),
        );
  return {
    Weeks: rows.map((row) => {
      const marks = daysToMarks(row.days);
      return {
        Id: row.id,
        WeekStart: row.week_start,
        WeekEnd: fridayOf(row.week_start),
        Days: weekDays(row.week_start).map((date, index) => ({
          Date: date,
          Mark: marks[index] ?? null,
        })),
        Activities: row.activities,
        Learned: row.learned,
        Hours: row.hours,
        SignedBy: row.reviewer_name,
        SignedAt: row.reviewed_at,
        Countersignature: toCountersignature(
          row.signer_name === null || row.signed_at === null
            ? undefined
            : { entry_id: row.id, signer_name: row.signer_name, signed_at: row.signed_at },
        ),
        Attachments: attachments
          .filter((file) => file.week_start === row.week_start)
          .map(toAttachment),
      };
    }),
    Total: weeks.signed,
  };
}

export const NOT_SIGNED = m('Only a week its supervisor has signed can be countersigned.');
export const ALREADY_COUNTERSIGNED = m('This week is countersigned already.');

/**
 * POST /Academic/Logbook/:entryId/Countersign: a signed week of one's own student, once; the
 * signer's id and name are kept (the name stays when their account is erased).
 */
export async function countersign(
  db: Db,
  config: Config,
  signer: { id: number; name: string },
  entryId: number,
) {
  const entry = await repo.findEntryToCountersign(db, entryId);
  if (!entry) throw notFound(m('Entry not found'));
  await ownStudent(db, config, signer.id, entry.intern_id).catch(() => {
    throw notFound(m('Entry not found'));
  });
  if (entry.state !== 'signed') throw conflict(NOT_SIGNED);
  if (entry.countersignature_id !== null) throw conflict(ALREADY_COUNTERSIGNED);
  const stored = await repo.insertCountersignature(db, {
    entry_id: entry.id,
    signer_id: signer.id,
    signer_name: signer.name,
    signed_at: isoNow(),
  });
  if (!stored) throw conflict(ALREADY_COUNTERSIGNED);
}

/** GET /Academic/Students/:id/Visits: newest first, at most VISITS_LIMIT (visits.service.ts). */
export async function studentVisits(db: Db, config: Config, academicId: number, id: number) {
  const { student } = await ownStudent(db, config, academicId, id);
  return internVisits(db, student.id);
}

export interface VisitInput {
  VisitedOn: string;
  Met: string;
  Assessment: string;
  Scores: { Name: string; Score: number }[];
}

/**
 * The scores against the university's criteria: each criterion once, no other, a whole number
 * from 0 to its MaxScore. Every problem at once, under `Scores`.
 */
function checkScores(criteria: VisitCriterion[], scores: VisitInput['Scores']) {
  const problems: Message[] = [];
  const byName = new Map(criteria.map((criterion) => [criterion.Name, criterion]));
  const seen = new Set<string>();
  for (const { Name, Score } of scores) {
    const criterion = byName.get(Name);
    if (!criterion) {
      problems.push(m('{name} is not one of the university’s criteria.', { name: Name }));
    } else if (seen.has(Name)) {
      problems.push(m('{name} is scored more than once.', { name: Name }));
    } else if (!Number.isInteger(Score) || Score < 0 || Score > criterion.MaxScore) {
      problems.push(
        m('The score of {name} must be a whole number from 0 to {max}.', {
          name: Name,
          max: criterion.MaxScore,
        }),
      );
    }
    seen.add(Name);
  }
  for (const { Name } of criteria) {
    if (!seen.has(Name)) problems.push(m('Score {name}.', { name: Name }));
  }
  return problems;
}

/** POST /Academic/Students/:id/Visits: a visit within the internship, not in the future. */
export async function recordVisit(
  db: Db,
  config: Config,
  visitor: { id: number; name: string },
  id: number,
  input: VisitInput,
) {
  const { student, today } = await ownStudent(db, config, visitor.id, id);
  const period = periodOf(config, student, today);
  const errors: Record<string, Message[]> = {};
  if (input.VisitedOn > today) {
    errors.VisitedOn = [m('The VisitedOn must not be in the future.')];
  } else if (input.VisitedOn < period.startsOn || input.VisitedOn > period.endsOn) {
    errors.VisitedOn = [
      m('The VisitedOn must be within the internship, {first} to {last}.', {
        first: period.startsOn,
        last: period.endsOn,
      }),
    ];
  }
  const criteria = student.criteria === null ? [] : parseCriteria(student.criteria);
  const problems = checkScores(criteria, input.Scores);
  if (problems.length > 0) errors.Scores = problems;
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  const byName = new Map(criteria.map((criterion) => [criterion.Name, criterion]));
  const scores = input.Scores.map(({ Name, Score }) => ({
    Name,
    MaxScore: byName.get(Name)!.MaxScore,
    Score,
  }));
  return repo.insertVisit(db, {
    intern_id: student.id,
    visitor_id: visitor.id,
    visitor_name: visitor.name,
    visited_on: input.VisitedOn,
    met: input.Met,
    assessment: input.Assessment,
    scores: JSON.stringify(scores),
    created_at: isoNow(),
  });
}
