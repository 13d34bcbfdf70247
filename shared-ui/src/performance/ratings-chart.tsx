import { useTheme } from '@mui/material/styles';
import { formatDate, useT } from 'shared-api';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { scaleLinear, scalePoint } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { ChartFrame, useAxisStyle } from '../charts/chart-frame';
import { usePercent } from '../i18n/percent';
import type { RatingPoint } from './rating-points';

const HEIGHT = 220;
const MARGIN = { top: 12, right: 24, bottom: 28, left: 56 };

/**
 * The chart itself, in its own module so that it (and @visx) load only when a performance page
 * shows one. Two tasks may share a deadline, so each point is keyed by its place too.
 */
export default function RatingsChart({ points }: { points: RatingPoint[] }) {
  const t = useT();
  const percent = usePercent();
  const { palette } = useTheme();
  const axis = useAxisStyle();
  const keys = points.map((point, index) => `${point.date}#${index}`);
  return (
    <ChartFrame height={HEIGHT} margin={MARGIN}>
      {(plot) => {
        const x = scalePoint({ domain: keys, range: [0, plot.width], padding: 0.5 });
        const y = scaleLinear({ domain: [0, 100], range: [plot.height, 0] });
        const at = (index: number) => ({ x: x(keys[index]) ?? 0, y: y(points[index].rating) });
        return (
          <>
            <AxisLeft
              scale={y}
              tickValues={[0, 25, 50, 75, 100]}
              label={t('Rating %')}
              labelOffset={30}
              {...axis}
            />
            <AxisBottom
              top={plot.height}
              scale={x}
              tickFormat={(key) => formatDate(key.split('#')[0])}
              {...axis}
            />
            <LinePath
              data={points.map((_, index) => at(index))}
              x={(point) => point.x}
              y={(point) => point.y}
              stroke={palette.primary.main}
              strokeWidth={2}
            />
            {points.map((point, index) => {
              const { x: cx, y: cy } = at(index);
              return (
                <circle key={keys[index]} cx={cx} cy={cy} r={4} fill={palette.primary.main}>
                  <title>
                    {t('{date}: {rating}', {
                      date: formatDate(point.date),
                      rating: percent(point.rating),
                    })}
                  </title>
                </circle>
              );
            })}
          </>
        );
      }}
    </ChartFrame>
  );
}
