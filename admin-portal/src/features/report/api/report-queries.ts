import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiClient, m } from 'shared-api';
import { readBlobRefusal } from 'shared-api/save-file';
import { adminKeys } from '../../../api/query-keys';

export const reportTexts = {
  loadFailure: m('Could not get the report'),
  downloadFailure: m('Could not download the report'),
};

/** What a report counts: an intake ('none': the default) or a range of days. */
export type ReportScope = { intake: string } | { from: string; to: string };

const count = z.number();
const share = z.nullable(z.number());
const group = z.object({
  id: z.nullable(z.number()),
  Name: z.nullable(z.string()),
  RatedTasks: count,
  AverageRating: share,
  Evaluations: count,
  AverageScore: share,
});
export type ReportGroup = z.infer<typeof group>;

/** GET /Admin/Report: server/src/routes/reports/report-schemas.ts says what each figure is. */
export const reportSchema = z.object({
  Funnel: z.object({
    Applied: count,
    Reviewed: count,
    Invited: count,
    Passed: count,
    Activated: count,
    Completed: count,
    Letters: count,
  }),
  Rates: z.object({ Acceptance: share, Completion: share }),
  Decisions: z.object({ Decided: count, AverageDays: share, LongestDays: share }),
  Attendance: z.object({
    Interns: count,
    Expected: count,
    Present: count,
    Excused: count,
    Absent: count,
    SharePresent: share,
  }),
  ByPosition: z.array(group),
  BySupervisor: z.array(group),
  Logbook: z.object({ Signed: count, OnTime: count, ShareOnTime: share }),
});
export type Report = z.infer<typeof reportSchema>;
export type FunnelStep = keyof Report['Funnel'];

export async function getReport(scope: ReportScope): Promise<Report> {
  const { data } = await apiClient.get<unknown>('/Admin/Report', { params: scope });
  return reportSchema.parse(data);
}

/** A range's report waits for both days; the last one shows while the next loads. */
export const reportQuery = (scope: ReportScope) =>
  queryOptions({
    queryKey: adminKeys.report(scope),
    queryFn: () => getReport(scope),
    enabled: 'intake' in scope || Boolean(scope.from && scope.to),
    placeholderData: keepPreviousData,
  });

export type ReportFile = 'Xlsx' | 'Pdf';

/** The download's name says what it is of, as the server's does. */
export const reportFileName = (scope: ReportScope, kind: ReportFile) =>
  `programme-report-${'intake' in scope ? scope.intake : `${scope.from}-to-${scope.to}`}.${kind.toLowerCase()}`;

/** GET /Admin/Report/Xlsx or /Pdf: the same report, in the language on screen. */
export async function downloadReport(kind: ReportFile, scope: ReportScope): Promise<Blob> {
  const { data } = await apiClient
    .get<Blob>(`/Admin/Report/${kind}`, { params: scope, responseType: 'blob' })
    .catch(readBlobRefusal);
  return data;
}
