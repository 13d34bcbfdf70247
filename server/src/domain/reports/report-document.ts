import { longDay, m, type Texts } from '../../lib/texts';
import type { ProgrammeReport } from './report.service';

/** A figure of a table: its name (marked, said in the reader's language) and its value. */
export interface DocumentRow {
  label: string;
  value: number | string | null;
  unit?: 'percent';
}

/** A table of the report as the downloads write it: named rows, or a grouping's columns. */
export interface DocumentTable {
  title: string;
  columns: string[];
  rows: (number | string | null)[][];
}

export const FUNNEL_LABELS = {
  Applied: m('Applied'),
  Reviewed: m('Reviewed'),
  Invited: m('Invited to interview'),
  Passed: m('Passed'),
  Activated: m('Activated'),
  Completed: m('Completed'),
  Letters: m('Letters issued'),
} as const;

const share = (value: number | null) => (value === null ? null : `${value} %`);

/** What the report is of, in the reader's language. */
export function scopeText(report: ProgrammeReport, { t }: Texts) {
  if (report.Intake) return t('Intake: {name}', { name: report.Intake.Name });
  if (report.From && report.To) {
    return t('Applications made from {start} to {end}', {
      start: longDay(report.From),
      end: longDay(report.To),
    });
  }
  return t('Applications of no intake');
}

/**
 * The report's tables, in the reader's language, in the order the screen shows them: what the
 * spreadsheet's sheets and the PDF's sections are made of.
 */
export function reportTables(report: ProgrammeReport, { t }: Texts): DocumentTable[] {
  const figures = (title: string, rows: [string, number | string | null][]) => ({
    title: t(title),
    columns: [t('Figure'), t('Value')],
    rows: rows.map(([label, value]) => [t(label), value]),
  });
  const grouped = (title: string, heading: string, groups: ProgrammeReport['ByPosition']) => ({
    title: t(title),
    columns: [
      t(heading),
      t('Rated tasks'),
      t('Average rating'),
      t('Evaluations'),
      t('Average score'),
    ],
    rows: groups.map((group) => [
      group.Name ?? t('No supervisor'),
      group.RatedTasks,
      group.AverageRating,
      group.Evaluations,
      group.AverageScore,
    ]),
  });
  const { Funnel, Rates, Decisions, Attendance, Logbook } = report;
  return [
    figures(
      m('Funnel'),
      (Object.keys(FUNNEL_LABELS) as (keyof typeof FUNNEL_LABELS)[]).map((step) => [
        FUNNEL_LABELS[step],
        Funnel[step],
      ]),
    ),
    figures(m('Rates and decisions'), [
      [m('Acceptance rate (passed of applied)'), share(Rates.Acceptance)],
      [m('Completion rate (completed of activated)'), share(Rates.Completion)],
      [m('Applications decided'), Decisions.Decided],
      [m('Average days to a decision'), Decisions.AverageDays],
      [m('Longest days to a decision'), Decisions.LongestDays],
    ]),
    figures(m('Attendance'), [
      [m('Interns'), Attendance.Interns],
      [m('Days expected'), Attendance.Expected],
      [m('Present'), Attendance.Present],
      [m('Excused'), Attendance.Excused],
      [m('Absent'), Attendance.Absent],
      [m('Share present'), share(Attendance.SharePresent)],
    ]),
    figures(m('Logbook'), [
      [m('Weeks signed'), Logbook.Signed],
      [m('Signed on time (by the Friday after the week)'), Logbook.OnTime],
      [m('Share signed on time'), share(Logbook.ShareOnTime)],
    ]),
    grouped(m('By position'), m('Position'), report.ByPosition),
    grouped(m('By supervisor'), m('Supervisor'), report.BySupervisor),
  ];
}
