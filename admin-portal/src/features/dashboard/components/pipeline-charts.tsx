import { useTheme } from '@mui/material/styles';
import { AxisBottom, AxisLeft } from '@visx/axis';
import { LegendOrdinal } from '@visx/legend';
import { scaleBand, scaleLinear, scaleOrdinal } from '@visx/scale';
import { Bar, BarStackHorizontal } from '@visx/shape';
import { useT, type ApplicationStatusCode } from 'shared-api';
import { formatApplicationStatus } from 'shared-ui/badges';
import { ChartFrame, countAxis, useAxisStyle } from 'shared-ui/charts';
import { PIPELINE_STATUSES, type PipelineStats, type PositionCounts } from '../api/pipeline-stats';

export type PipelineChartKind = 'status' | 'position';

const ROW = 40;

/** A bar's tooltip: what it counts, and how many. */
const barTitle = (what: string, count: number) => `${what}: ${count}`;

function useStatusColors(): Record<ApplicationStatusCode, string> {
  const { palette } = useTheme();
  return {
    Processing: palette.info.main,
    Accepted: palette.warning.main,
    Passed: palette.success.main,
    Declined: palette.error.main,
  };
}

/** A status's display text in the language on screen. */
function useStatusText(): (status: ApplicationStatusCode) => string {
  const t = useT();
  return (status) => t(formatApplicationStatus(status));
}

/** Horizontal, so each status keeps its whole name beside its bar on any width. */
function StatusChart({ stats }: { stats: PipelineStats }) {
  const statusText = useStatusText();
  const colors = useStatusColors();
  const axis = useAxisStyle();
  const max = Math.max(1, ...PIPELINE_STATUSES.map((status) => stats.byStatus[status]));
  return (
    <ChartFrame height={220} margin={{ top: 8, right: 16, bottom: 28, left: 150 }}>
      {(plot) => {
        const y = scaleBand({ domain: PIPELINE_STATUSES, range: [0, plot.height], padding: 0.25 });
        const x = scaleLinear({ domain: [0, max], range: [0, plot.width], nice: true });
        return (
          <>
            {PIPELINE_STATUSES.map((status) => (
              <Bar
                key={status}
                x={0}
                y={y(status)}
                width={x(stats.byStatus[status])}
                height={y.bandwidth()}
                fill={colors[status]}
              >
                <title>{barTitle(statusText(status), stats.byStatus[status])}</title>
              </Bar>
            ))}
            <AxisLeft scale={y} tickFormat={statusText} hideTicks {...axis} />
            <AxisBottom top={plot.height} scale={x} {...countAxis(x, max)} {...axis} />
          </>
        );
      }}
    </ChartFrame>
  );
}

/** One bar per position, its statuses stacked, with their legend above. */
function PositionChart({ stats }: { stats: PipelineStats }) {
  const statusText = useStatusText();
  const colors = useStatusColors();
  const axis = useAxisStyle();
  const legend = scaleOrdinal({
    domain: PIPELINE_STATUSES.map(statusText),
    range: PIPELINE_STATUSES.map((status) => colors[status]),
  });
  const max = Math.max(1, ...stats.byPosition.map((entry) => entry.total));
  return (
    <>
      <LegendOrdinal
        scale={legend}
        direction="row"
        itemMargin="0 16px 0 0"
        style={{ display: 'flex', flexWrap: 'wrap', fontSize: 12, justifyContent: 'center' }}
      />
      <ChartFrame
        height={Math.max(200, 36 + stats.byPosition.length * ROW)}
        margin={{ top: 8, right: 16, bottom: 28, left: 100 }}
      >
        {(plot) => {
          const y = scaleBand({
            domain: stats.byPosition.map((entry) => entry.position),
            range: [0, plot.height],
            padding: 0.25,
          });
          const x = scaleLinear({ domain: [0, max], range: [0, plot.width], nice: true });
          return (
            <>
              <BarStackHorizontal<PositionCounts, ApplicationStatusCode>
                data={stats.byPosition}
                keys={PIPELINE_STATUSES}
                value={(entry, status) => entry.counts[status]}
                y={(entry) => entry.position}
                xScale={x}
                yScale={y}
                color={(status) => colors[status]}
              >
                {(stacks) =>
                  stacks.flatMap((stack) =>
                    stack.bars.map((bar) => (
                      <rect
                        key={`${stack.key}-${bar.index}`}
                        x={bar.x}
                        y={bar.y}
                        width={bar.width}
                        height={bar.height}
                        fill={bar.color}
                      >
                        <title>
                          {barTitle(
                            [bar.bar.data.position, statusText(stack.key)].join(', '),
                            bar.bar.data.counts[stack.key],
                          )}
                        </title>
                      </rect>
                    )),
                  )
                }
              </BarStackHorizontal>
              <AxisLeft scale={y} hideTicks {...axis} />
              <AxisBottom top={plot.height} scale={x} {...countAxis(x, max)} {...axis} />
            </>
          );
        }}
      </ChartFrame>
    </>
  );
}

/**
 * The dashboard's charts, in their own module so that they (and @visx) load only when drawn.
 * They picture the tables beside them, which carry every number.
 */
export default function PipelineChart({
  stats,
  kind,
}: {
  stats: PipelineStats;
  kind: PipelineChartKind;
}) {
  return kind === 'status' ? <StatusChart stats={stats} /> : <PositionChart stats={stats} />;
}
