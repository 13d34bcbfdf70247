import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { formatApplicationStatus } from 'shared-ui/badges';
import { PIPELINE_STATUSES, type PipelineStats } from '../api/pipeline-stats';

export type PipelineChartKind = 'status' | 'position';

/**
 * The dashboard's charts, in their own module so that they (and @mui/x-charts) load only when
 * drawn. They picture the tables beside them, which carry every number.
 */
export default function PipelineChart({
  stats,
  kind,
}: {
  stats: PipelineStats;
  kind: PipelineChartKind;
}) {
  const { palette } = useTheme();
  const colors = {
    Processing: palette.info.main,
    Accepted: palette.warning.main,
    Passed: palette.success.main,
    Declined: palette.error.main,
  };
  if (kind === 'status') {
    return (
      <BarChart
        // Drawn at once: a screenshot or a reader never meets half-grown bars.
        skipAnimation
        height={220}
        // Horizontal, so each status keeps its whole name beside its bar on any width.
        layout="horizontal"
        yAxis={[
          {
            scaleType: 'band',
            data: PIPELINE_STATUSES.map(formatApplicationStatus),
            width: 150,
            colorMap: {
              type: 'ordinal',
              values: PIPELINE_STATUSES.map(formatApplicationStatus),
              colors: PIPELINE_STATUSES.map((status) => colors[status]),
            },
          },
        ]}
        xAxis={[{ tickMinStep: 1 }]}
        series={[{ data: PIPELINE_STATUSES.map((status) => stats.byStatus[status]) }]}
        margin={{ left: 8, right: 16 }}
      />
    );
  }
  return (
    <BarChart
      skipAnimation
      height={Math.max(200, 60 + stats.byPosition.length * 40)}
      layout="horizontal"
      yAxis={[
        { scaleType: 'band', data: stats.byPosition.map((entry) => entry.position), width: 100 },
      ]}
      xAxis={[{ tickMinStep: 1 }]}
      series={PIPELINE_STATUSES.map((status) => ({
        data: stats.byPosition.map((entry) => entry.counts[status]),
        label: formatApplicationStatus(status),
        stack: 'applications',
        color: colors[status],
      }))}
      margin={{ left: 8, right: 16 }}
    />
  );
}
