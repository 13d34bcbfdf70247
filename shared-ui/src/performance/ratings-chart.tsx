import { LineChart } from '@mui/x-charts/LineChart';
import type { RatingPoint } from './rating-points';

/**
 * The chart itself, in its own module so that it (and @mui/x-charts) load only when a
 * performance page shows one.
 */
export default function RatingsChart({ points }: { points: RatingPoint[] }) {
  return (
    <LineChart
      // Drawn at once: a screenshot or a reader never meets a half-drawn line.
      skipAnimation
      height={220}
      xAxis={[
        {
          scaleType: 'point',
          data: points.map((point, index) => `${point.date}#${index}`),
          valueFormatter: (value: string) => value.split('#')[0],
        },
      ]}
      yAxis={[{ min: 0, max: 100, label: 'Rating %' }]}
      series={[
        {
          data: points.map((point) => point.rating),
          label: 'Rating',
          valueFormatter: (value) => (value === null ? '' : `${value}%`),
        },
      ]}
      margin={{ left: 8, right: 16 }}
    />
  );
}
