import type { ApplicationStatusCode, PipelineCounts } from 'shared-api';

export const PIPELINE_STATUSES: ApplicationStatusCode[] = [
  'Processing',
  'Accepted',
  'Passed',
  'Declined',
];

export type StatusCounts = Record<ApplicationStatusCode, number>;

export interface PositionCounts {
  position: string;
  counts: StatusCounts;
  total: number;
}

export interface PipelineStats {
  byStatus: StatusCounts;
  byPosition: PositionCounts[];
  total: number;
}

const countsOf = (from: StatusCounts): StatusCounts => ({
  Processing: from.Processing,
  Accepted: from.Accepted,
  Passed: from.Passed,
  Declined: from.Declined,
});
const totalOf = (counts: StatusCounts) =>
  PIPELINE_STATUSES.reduce((sum, status) => sum + counts[status], 0);

/** The server's pipeline counts as the charts draw them: positions with the most first. */
export function pipelineStats({ ByStatus, ByPosition }: PipelineCounts): PipelineStats {
  const byPosition = ByPosition.map((entry) => {
    const counts = countsOf(entry);
    return { position: entry.Position, counts, total: totalOf(counts) };
  })
    .filter((entry) => entry.total > 0)
    .sort((a, b) => b.total - a.total || a.position.localeCompare(b.position));
  const byStatus = countsOf(ByStatus);
  return { byStatus, byPosition, total: totalOf(byStatus) };
}
