import type { Application, ApplicationStatusCode } from 'shared-api';
import { pipelineStats } from './pipeline-stats';

function application(id: number, Position: string, ApplicationStatus: ApplicationStatusCode) {
  return { id, Position, ApplicationStatus } as Application;
}

test('counts by status and by position, the busiest position first', () => {
  const stats = pipelineStats([
    application(1, 'Advisory', 'Processing'),
    application(2, 'Engineering', 'Processing'),
    application(3, 'Engineering', 'Accepted'),
    application(4, 'Engineering', 'Declined'),
    application(5, 'Advisory', 'Passed'),
    application(6, 'Technology', 'Declined'),
  ]);
  expect(stats.total).toBe(6);
  expect(stats.byStatus).toEqual({ Processing: 2, Accepted: 1, Passed: 1, Declined: 2 });
  expect(stats.byPosition.map((entry) => [entry.position, entry.total])).toEqual([
    ['Engineering', 3],
    ['Advisory', 2],
    ['Technology', 1],
  ]);
  expect(stats.byPosition[0].counts).toEqual({
    Processing: 1,
    Accepted: 1,
    Passed: 0,
    Declined: 1,
  });
});

test('nothing yet: zeros and no positions', () => {
  expect(pipelineStats([])).toEqual({
    byStatus: { Processing: 0, Accepted: 0, Passed: 0, Declined: 0 },
    byPosition: [],
    total: 0,
  });
});
