import { within } from '@testing-library/react';
import { renderUi, stubElementWidth } from '../test-utils';
import RatingsChart from './ratings-chart';

const points = [
  { date: '2026-11-02', task: 'Wireframes', rating: 40 },
  { date: '2026-11-09', task: 'Review', rating: 80 },
  { date: '2026-11-09', task: 'Report', rating: 100 },
];

const titles = (container: HTMLElement) =>
  [...container.querySelectorAll('svg title')].map((title) => title.textContent);

test('draws each rating at its height, labelled by deadline, on a 0 to 100 scale', async () => {
  stubElementWidth(600);
  const { container } = renderUi(<RatingsChart points={points} />);
  // Within the chart: @visx/text measures labels in a hidden element of its own.
  const chart = within(container);
  await chart.findByText('Rating %');
  // Two tasks share a deadline: each keeps its own point and its own label.
  expect(chart.getAllByText('9 Nov 2026')).toHaveLength(2);
  for (const tick of ['2 Nov 2026', '0', '50', '100']) chart.getAllByText(tick);
  expect(titles(container)).toEqual(['2 Nov 2026: 40%', '9 Nov 2026: 80%', '9 Nov 2026: 100%']);
  const heights = [...container.querySelectorAll('circle')].map((dot) =>
    Number(dot.getAttribute('cy')),
  );
  // SVG's y grows downwards: a higher rating is drawn higher up, 0 at the bottom.
  expect(heights[0]).toBeGreaterThan(heights[1]);
  expect(heights[1]).toBeGreaterThan(heights[2]);
  expect(heights[0] - heights[1]).toBeCloseTo((heights[1] - heights[2]) * 2, 5);
});

test('draws nothing until its box has a width', () => {
  stubElementWidth(0);
  const { container } = renderUi(<RatingsChart points={points} />);
  expect(container.querySelector('svg')).toBeNull();
  expect(container.firstElementChild).toHaveStyle({ height: '220px' });
});
