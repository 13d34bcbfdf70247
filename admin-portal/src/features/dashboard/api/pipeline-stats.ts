import type { Application, ApplicationStatusCode } from 'shared-api';

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

const emptyCounts = (): StatusCounts => ({ Processing: 0, Accepted: 0, Passed: 0, Declined: 0 });

/**
 * Counts every application (the queue and those past it) by status, and by position and status;
 * positions with the most applications first.
 */
export function pipelineStats(applications: Application[]): PipelineStats {
  const byStatus = emptyCounts();
  const positions = new Map<string, PositionCounts>();
  for (const { ApplicationStatus: status, Position } of applications) {
    if (!(status in byStatus)) continue;
    byStatus[status] += 1;
    const entry = positions.get(Position) ?? {
      position: Position,
      counts: emptyCounts(),
      total: 0,
    };
    entry.counts[status] += 1;
    entry.total += 1;
    positions.set(Position, entry);
  }
  const byPosition = [...positions.values()].sort(
    (a, b) => b.total - a.total || a.position.localeCompare(b.position),
  );
  const total = PIPELINE_STATUSES.reduce((sum, status) => sum + byStatus[status], 0);
  return { byStatus, byPosition, total };
}
