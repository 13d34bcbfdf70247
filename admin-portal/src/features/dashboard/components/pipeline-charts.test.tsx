import { within } from '@testing-library/react';
import { renderUi, stubElementWidth } from 'shared-ui/testing';
import type { PipelineStats } from '../api/pipeline-stats';
import PipelineChart from './pipeline-charts';

const stats: PipelineStats = {
  byStatus: { Processing: 4, Accepted: 2, Passed: 1, Declined: 0 },
  byPosition: [
    {
      position: 'Engineering',
      counts: { Processing: 3, Accepted: 1, Passed: 1, Declined: 0 },
      total: 5,
    },
    {
      position: 'Advisory',
      counts: { Processing: 1, Accepted: 1, Passed: 0, Declined: 0 },
      total: 2,
    },
  ],
  total: 7,
};

// The charts are drawn once their box is measured; within the chart, because @visx/text
// measures labels in a hidden element of its own.
async function draw(kind: 'status' | 'position') {
  stubElementWidth(600);
  const { container } = renderUi(<PipelineChart stats={stats} kind={kind} />);
  const chart = within(container);
  await chart.findByText(kind === 'status' ? 'Interview Passed' : 'Engineering');
  const bars = [...container.querySelectorAll('rect')].filter((bar) => bar.querySelector('title'));
  const widthOf = (title: string) => {
    const bar = bars.find((candidate) => candidate.textContent === title);
    if (!bar)
      throw new Error(`no bar "${title}" among ${bars.map((b) => b.textContent).join('; ')}`);
    return Number(bar.getAttribute('width'));
  };
  return { container, chart, bars, widthOf };
}

test('per status: one bar per status, named as the tables name them, as long as its count', async () => {
  const { container, chart, bars, widthOf } = await draw('status');
  for (const name of ['Processing', 'Accepted For Interview', 'Interview Passed', 'Declined'])
    chart.getByText(name);
  expect(bars.map((bar) => bar.textContent)).toEqual([
    'Processing: 4',
    'Accepted For Interview: 2',
    'Interview Passed: 1',
    'Declined: 0',
  ]);
  expect(widthOf('Processing: 4')).toBeCloseTo(2 * widthOf('Accepted For Interview: 2'), 5);
  expect(widthOf('Declined: 0')).toBe(0);
  // Counts are whole: the axis never shows a fraction.
  const ticks = [...container.querySelectorAll('.visx-axis-bottom text')];
  expect(ticks.map((tick) => tick.textContent)).toEqual(['0', '1', '2', '3', '4']);
});

test('per position: the statuses stacked in each position bar, with their legend', async () => {
  const { chart, widthOf } = await draw('position');
  chart.getByText('Advisory');
  for (const name of ['Processing', 'Accepted For Interview', 'Interview Passed', 'Declined'])
    chart.getByText(name);
  expect(widthOf('Engineering, Processing: 3')).toBeCloseTo(
    3 * widthOf('Engineering, Accepted For Interview: 1'),
    5,
  );
  expect(widthOf('Advisory, Processing: 1')).toBeCloseTo(
    widthOf('Engineering, Interview Passed: 1'),
    5,
  );
});
