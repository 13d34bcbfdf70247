import type { PipelineCounts } from 'shared-api';
import { pipelineStats } from './pipeline-stats';

const position = (PositionId: number, Position: string, counts: number[]) => {
  const [Processing, Accepted, Passed, Declined] = counts;
  return { PositionId, Position, Processing, Accepted, Passed, Declined };
};

test('totals by status and by position, the busiest position first, ties by name', () => {
  const counts: PipelineCounts = {
    ByStatus: { Processing: 2, Accepted: 1, Passed: 1, Declined: 3 },
    ByPosition: [
      position(1, 'Technology', [0, 0, 0, 1]),
      position(2, 'Engineering', [1, 1, 0, 1]),
      position(3, 'Advisory', [1, 0, 1, 0]),
      position(4, 'Audit', [0, 0, 0, 1]),
    ],
  };
  const stats = pipelineStats(counts);
  expect(stats.total).toBe(7);
  expect(stats.byStatus).toEqual({ Processing: 2, Accepted: 1, Passed: 1, Declined: 3 });
  expect(stats.byPosition.map((entry) => [entry.position, entry.total])).toEqual([
    ['Engineering', 3],
    ['Advisory', 2],
    ['Audit', 1],
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
  const none = { Processing: 0, Accepted: 0, Passed: 0, Declined: 0 };
  expect(
    pipelineStats({ ByStatus: none, ByPosition: [position(1, 'Audit', [0, 0, 0, 0])] }),
  ).toEqual({ byStatus: none, byPosition: [], total: 0 });
});
