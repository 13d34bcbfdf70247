import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import { useT } from 'shared-api';
import type { Report } from '../api/report-queries';
import { FUNNEL_STEPS } from './report-figures';
import { FigureTable, GroupTable } from './report-tables';

const ReportChart = lazy(() => import('./report-charts'));

function Section({
  title,
  chart,
  children,
}: {
  title: string;
  chart?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 2, height: '100%' }}>
      <Typography id={headingId} component="h2" variant="h6" gutterBottom>
        {title}
      </Typography>
      {chart && (
        // A picture of the table below it: hidden from screen readers and out of the tab order.
        <Box aria-hidden inert sx={{ mb: 2 }}>
          <Suspense fallback={<Box sx={{ height: 200 }} />}>{chart}</Suspense>
        </Box>
      )}
      {children}
    </Paper>
  );
}

/** The report's figures: each table carries every number its chart pictures. */
export function ReportSections({ report }: { report: Report }) {
  const t = useT();
  const { Rates, Decisions, Attendance, Logbook } = report;
  const rated = report.ByPosition.some((group) => group.RatedTasks + group.Evaluations > 0);
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, lg: 6 }}>
        <Section
          title={t('Funnel')}
          chart={report.Funnel.Applied > 0 && <ReportChart kind="funnel" report={report} />}
        >
          <FigureTable
            label={t('Funnel')}
            figures={FUNNEL_STEPS.map(({ step, label }) => ({
              label: t(label),
              value: report.Funnel[step],
            }))}
          />
        </Section>
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <Section title={t('Rates and decisions')}>
          <FigureTable
            label={t('Rates and decisions')}
            figures={[
              {
                label: t('Acceptance rate (passed of applied)'),
                value: Rates.Acceptance,
                unit: 'percent',
              },
              {
                label: t('Completion rate (completed of activated)'),
                value: Rates.Completion,
                unit: 'percent',
              },
              { label: t('Applications decided'), value: Decisions.Decided },
              { label: t('Average days to a decision'), value: Decisions.AverageDays },
              { label: t('Longest days to a decision'), value: Decisions.LongestDays },
            ]}
          />
        </Section>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Section title={t('Attendance')}>
          <FigureTable
            label={t('Attendance')}
            figures={[
              { label: t('Interns'), value: Attendance.Interns },
              { label: t('Days expected'), value: Attendance.Expected },
              { label: t('Present'), value: Attendance.Present },
              { label: t('Excused'), value: Attendance.Excused },
              { label: t('Absent'), value: Attendance.Absent },
              { label: t('Share present'), value: Attendance.SharePresent, unit: 'percent' },
            ]}
          />
        </Section>
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Section title={t('Logbook')}>
          <FigureTable
            label={t('Logbook')}
            figures={[
              { label: t('Weeks signed'), value: Logbook.Signed },
              { label: t('Signed on time (by the Friday after the week)'), value: Logbook.OnTime },
              { label: t('Share signed on time'), value: Logbook.ShareOnTime, unit: 'percent' },
            ]}
          />
        </Section>
      </Grid>
      <Grid size={12}>
        <Section
          title={t('By position')}
          chart={rated && <ReportChart kind="ratings" groups={report.ByPosition} />}
        >
          <GroupTable label={t('By position')} heading={t('Position')} groups={report.ByPosition} />
        </Section>
      </Grid>
      <Grid size={12}>
        <Section title={t('By supervisor')}>
          <GroupTable
            label={t('By supervisor')}
            heading={t('Supervisor')}
            groups={report.BySupervisor}
          />
        </Section>
      </Grid>
    </Grid>
  );
}
