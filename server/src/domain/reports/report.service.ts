import { DateTime } from 'luxon';
import type { Db } from '../../db/database';
import { notFound } from '../../lib/errors';
import { m } from '../../lib/texts';
import { sumAttendance } from './report-attendance';
import * as repository from './report.repository';
import type { ReportScope } from './report-scope';

/** A share in whole percent, or null when there is nothing to share. */
const percent = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part / whole) * 100);
const round = (value: number | null, places = 1) =>
  value === null ? null : Math.round(value * 10 ** places) / 10 ** places;

/**
 * docs/decisions.md, "Intakes": a week is signed on time when its supervisor signed it
 * by the Friday after it (its Monday + 11 days), by the firm's calendar.
 */
export function onTime(weekStart: string, signedMinute: string, zone: string) {
  const deadline = DateTime.fromISO(weekStart, { zone: 'utc' }).plus({ days: 11 }).toISODate()!;
  const signedOn = DateTime.fromISO(signedMinute, { zone: 'utc' }).setZone(zone).toISODate()!;
  return signedOn <= deadline;
}

type Grouped = Awaited<ReturnType<typeof repository.ratingsBy>>;

/** Ratings and scores of one grouping, joined by the group's id (null: no supervisor). */
function joinGroups(ratings: Grouped, scores: Grouped) {
  const groups = new Map<number | null, { id: number | null; name: string | null }>();
  for (const row of [...ratings, ...scores]) groups.set(row.id, { id: row.id, name: row.name });
  return [...groups.values()]
    .map((group) => {
      const rating = ratings.find((row) => row.id === group.id);
      const score = scores.find((row) => row.id === group.id);
      return {
        id: group.id,
        Name: group.name,
        RatedTasks: rating?.n ?? 0,
        AverageRating: round(rating?.average ?? null, 2),
        Evaluations: score?.n ?? 0,
        AverageScore: round(score?.average ?? null, 2),
      };
    })
    .sort(
      (a, b) => (a.Name ?? '\uffff').localeCompare(b.Name ?? '\uffff') || (a.id ?? 0) - (b.id ?? 0),
    );
}

/** The scope's programme report, counted by the database (a bounded number of queries). */
export async function programmeReport(db: Db, scope: ReportScope, today: string, zone: string) {
  let intake: { id: number; Name: string } | null = null;
  if ('intakeId' in scope && scope.intakeId !== null) {
    const found = await repository.findIntakeName(db, scope.intakeId);
    if (!found) throw notFound(m('Intake not found'));
    intake = { id: found.id, Name: found.name };
  }
  const [funnel, decisions, interns, records, signed, ...grouped] = await Promise.all([
    repository.countFunnel(db, scope, zone),
    repository.decisionTimes(db, scope, zone),
    repository.listScopeInterns(db, scope, zone),
    repository.listAttendanceRecords(db, scope, zone),
    repository.countSignedWeeks(db, scope, zone),
    repository.ratingsBy(db, scope, zone, 'position'),
    repository.scoresBy(db, scope, zone, 'position'),
    repository.ratingsBy(db, scope, zone, 'supervisor'),
    repository.scoresBy(db, scope, zone, 'supervisor'),
  ]);
  const signedWeeks = signed.reduce((total, row) => total + Number(row.n), 0);
  const signedOnTime = signed
    .filter((row) => onTime(row.week_start, row.minute, zone))
    .reduce((total, row) => total + Number(row.n), 0);
  return {
    Intake: intake,
    From: 'from' in scope ? scope.from : null,
    To: 'to' in scope ? scope.to : null,
    Funnel: {
      Applied: funnel.applied,
      Reviewed: funnel.reviewed,
      Invited: funnel.invited,
      Passed: funnel.passed,
      Activated: funnel.activated,
      Completed: funnel.completed,
      Letters: funnel.letters,
    },
    Rates: {
      Acceptance: percent(funnel.passed, funnel.applied),
      Completion: percent(funnel.completed, funnel.activated),
    },
    Decisions: {
      Decided: decisions.decided,
      AverageDays: round(decisions.average),
      LongestDays: round(decisions.longest),
    },
    Attendance: sumAttendance(interns, records, today, zone),
    ByPosition: joinGroups(grouped[0], grouped[1]),
    BySupervisor: joinGroups(grouped[2], grouped[3]),
    Logbook: {
      Signed: signedWeeks,
      OnTime: signedOnTime,
      ShareOnTime: percent(signedOnTime, signedWeeks),
    },
  };
}

export type ProgrammeReport = Awaited<ReturnType<typeof programmeReport>>;
