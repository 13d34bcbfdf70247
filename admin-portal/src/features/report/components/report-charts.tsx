import { useTheme } from '@mui/material/styles';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { LegendOrdinal } from '@visx/legend';
import { scaleBand, scaleLinear, scaleOrdinal } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useT } from 'shared-api';
import { ChartFrame, countAxis, useAxisStyle } from 'shared-ui/charts';
import type { Report, ReportGroup } from '../api/report-queries';
import { FUNNEL_STEPS } from './report-figures';

const ROW = 36;
/** The width of the left axis's names: a longer one wraps onto a second line, not cut. */
const FUNNEL_LABELS = 140;
const GROUP_LABELS = 110;

const wrapped = (axis: ReturnType<typeof useAxisStyle>, width: number) => ({
  ...axis.tickLabelProps,
  width,
});

/** A bar's tooltip: what it shows, and its figure. */
const barTitle = (what: string, figure: number | string) => `${what}: ${figure}`;

/** The funnel's steps as horizontal bars, so each keeps its whole name on any width. */
function FunnelChart({ report }: { report: Report }) {
  const t = useT();
  const axis = useAxisStyle();
  const { palette } = useTheme();
  const labels = FUNNEL_STEPS.map(({ label }) => t(label));
  const max = Math.max(1, ...FUNNEL_STEPS.map(({ step }) => report.Funnel[step]));
  return (
    <ChartFrame
      height={36 + FUNNEL_STEPS.length * ROW}
      margin={{ top: 8, right: 16, bottom: 28, left: FUNNEL_LABELS + 10 }}
    >
      {(plot) => {
        const y = scaleBand({ domain: labels, range: [0, plot.height], padding: 0.25 });
        const x = scaleLinear({ domain: [0, max], range: [0, plot.width], nice: true });
        return (
          <>
            {FUNNEL_STEPS.map(({ step }, index) => (
              <Bar
                key={step}
                x={0}
                y={y(labels[index])}
                width={x(report.Funnel[step])}
                height={y.bandwidth()}
                fill={palette.primary.main}
              >
                <title>{barTitle(labels[index], report.Funnel[step])}</title>
              </Bar>
            ))}
            <AxisLeft scale={y} hideTicks {...axis} tickLabelProps={wrapped(axis, FUNNEL_LABELS)} />
            <AxisBottom top={plot.height} scale={x} {...countAxis(x, max)} {...axis} />
          </>
        );
      }}
    </ChartFrame>
  );
}

/** Each position's average task rating and evaluation score, side by side, on a 0 to 5 scale. */
function RatingsChart({ groups }: { groups: ReportGroup[] }) {
  const t = useT();
  const axis = useAxisStyle();
  const { palette } = useTheme();
  const series = [
    { key: 'AverageRating' as const, label: t('Average rating'), color: palette.primary.main },
    { key: 'AverageScore' as const, label: t('Average score'), color: palette.success.main },
  ];
  const legend = scaleOrdinal({
    domain: series.map((one) => one.label),
    range: series.map((one) => one.color),
  });
  const names = groups.map((group) => group.Name ?? t('No supervisor'));
  return (
    <>
      <LegendOrdinal
        scale={legend}
        direction="row"
        itemMargin="0 16px 0 0"
        style={{ display: 'flex', flexWrap: 'wrap', fontSize: 12, justifyContent: 'center' }}
      />
      <ChartFrame
        height={Math.max(160, 36 + groups.length * ROW * 1.5)}
        margin={{ top: 8, right: 16, bottom: 28, left: GROUP_LABELS + 10 }}
      >
        {(plot) => {
          const y = scaleBand({ domain: names, range: [0, plot.height], padding: 0.25 });
          const inner = scaleBand({
            domain: series.map((one) => one.key),
            range: [0, y.bandwidth()],
          });
          const x = scaleLinear({ domain: [0, 5], range: [0, plot.width] });
          return (
            <>
              {groups.flatMap((group, index) =>
                series.map((one) => (
                  <Bar
                    key={`${names[index]}-${one.key}`}
                    x={0}
                    y={(y(names[index]) ?? 0) + (inner(one.key) ?? 0)}
                    width={x(group[one.key] ?? 0)}
                    height={inner.bandwidth()}
                    fill={one.color}
                  >
                    <title>
                      {barTitle(`${names[index]}, ${one.label}`, group[one.key] ?? '—')}
                    </title>
                  </Bar>
                )),
              )}
              <AxisLeft
                scale={y}
                hideTicks
                {...axis}
                tickLabelProps={wrapped(axis, GROUP_LABELS)}
              />
              <AxisBottom top={plot.height} scale={x} {...countAxis(x, 5)} {...axis} />
            </>
          );
        }}
      </ChartFrame>
    </>
  );
}

/** The report's charts, in their own module so that they (and @visx) load only when drawn. */
export default function ReportChart(
  props: { kind: 'funnel'; report: Report } | { kind: 'ratings'; groups: ReportGroup[] },
) {
  return props.kind === 'funnel' ? (
    <FunnelChart report={props.report} />
  ) : (
    <RatingsChart groups={props.groups} />
  );
}
