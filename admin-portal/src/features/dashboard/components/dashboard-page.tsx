import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { errorMessages, useT } from 'shared-api';
import { LoadingScreen, useQueryFailure } from 'shared-ui/feedback';
import { PageTitle } from 'shared-ui/layout';
import { dashboardCountsQuery } from '../../../api/pipeline-queries';
import { IntakeSelect } from '../../../components/intake-select';
import { useIntakeChoice } from '../../../hooks/use-intake-choice';
import type { PipelineStats } from '../api/pipeline-stats';
import { usePipelineStats } from '../hooks/use-pipeline-stats';
import { DashboardTiles } from './dashboard-tiles';
import type { PipelineChartKind } from './pipeline-charts';
import { PositionTable, StatusTable } from './pipeline-tables';

const PipelineChart = lazy(() => import('./pipeline-charts'));

function ChartPanel(props: {
  title: string;
  stats: PipelineStats;
  kind: PipelineChartKind;
  table: ReactNode;
}) {
  return (
    <Paper component="section" aria-label={props.title} sx={{ p: 2, height: '100%' }}>
      <Typography component="h2" variant="h6" gutterBottom>
        {props.title}
      </Typography>
      {props.stats.total > 0 && (
        // A picture of the table below it: hidden from screen readers and out of the tab order.
        <Box aria-hidden inert sx={{ mb: 2 }}>
          <Suspense fallback={<Box sx={{ height: 240 }} />}>
            <PipelineChart stats={props.stats} kind={props.kind} />
          </Suspense>
        </Box>
      )}
      {props.table}
    </Paper>
  );
}

/**
 * /adminDashboard: the five counts, then the pipeline by status and by position. With intakes,
 * the charts can show one intake; the counts stay the programme's (docs/decisions.md, "Intakes").
 */
export function DashboardPage({ notice }: { notice?: ReactNode }) {
  const t = useT();
  const counts = useQuery(dashboardCountsQuery());
  useQueryFailure(counts.error, errorMessages.couldNotGetStatisticsDetails);
  const { intake, setIntake, options } = useIntakeChoice();
  const { stats } = usePipelineStats(intake);

  if (counts.isPending) return <LoadingScreen />;

  return (
    <>
      <PageTitle>{t('Dashboard')}</PageTitle>
      {notice}
      <DashboardTiles counts={counts.data} />
      {options.length > 0 && (
        <Box sx={{ mt: 3 }}>
          <IntakeSelect options={options} value={intake} onChange={setIntake} />
        </Box>
      )}
      {stats && (
        <Grid container spacing={2} sx={{ mt: 1 }}>
          <Grid size={{ xs: 12, lg: 5 }}>
            <ChartPanel
              title={t('Applications per Status')}
              stats={stats}
              kind="status"
              table={<StatusTable stats={stats} />}
            />
          </Grid>
          <Grid size={{ xs: 12, lg: 7 }}>
            <ChartPanel
              title={t('Applications per Position')}
              stats={stats}
              kind="position"
              table={<PositionTable stats={stats} />}
            />
          </Grid>
        </Grid>
      )}
    </>
  );
}
