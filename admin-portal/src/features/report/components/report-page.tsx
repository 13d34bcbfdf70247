import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toApiFailure, useT } from 'shared-api';
import { LoadingScreen, useQueryFailure } from 'shared-ui/feedback';
import { PageTitle } from 'shared-ui/layout';
import { intakesQuery } from '../../../api/intake-queries';
import { NO_INTAKE } from '../../../hooks/use-intake-choice';
import { reportQuery, reportTexts } from '../api/report-queries';
import { ReportDownloads } from './report-downloads';
import { ReportScopePicker, scopeOf } from './report-scope-picker';
import { ReportSections } from './report-sections';

/**
 * /adminDashboard/reports: an intake's programme report (the first intake's at first), the
 * default intake's, or that of the applications made in a date range.
 */
export function ReportPage() {
  const t = useT();
  const intakes = useQuery(intakesQuery());
  const [picked, setPicked] = useState<string | null>(null);
  const [range, setRange] = useState({ from: '', to: '' });
  const list = intakes.data ?? [];
  const choice = picked ?? (list.length ? String(list[0].id) : NO_INTAKE);
  const scope = scopeOf(choice, range);
  const report = useQuery({
    ...reportQuery(scope),
    enabled: !intakes.isPending && reportQuery(scope).enabled,
  });
  // A range the server refuses says why under its days; any other failure, in the popup.
  const failure = report.error ? toApiFailure(report.error, reportTexts.loadFailure) : null;
  const rangeErrors = failure?.fieldErrors ?? {};
  const onDays = Boolean(rangeErrors.from || rangeErrors.to);
  useQueryFailure(onDays ? null : report.error, t(reportTexts.loadFailure));

  if (intakes.isPending) return <LoadingScreen />;
  const options = [
    ...list.map((one) => ({ value: String(one.id), label: one.Name })),
    { value: NO_INTAKE, label: list.length ? t('No intake') : t('All applications') },
  ];
  const waitsForDays = 'from' in scope && !(scope.from && scope.to);
  return (
    <>
      <PageTitle>{t('Reports')}</PageTitle>
      <ReportScopePicker
        options={options}
        choice={choice}
        onChoice={setPicked}
        range={range}
        onRange={setRange}
        errors={rangeErrors}
      />
      {waitsForDays && <Typography>{t('Choose the first and the last day.')}</Typography>}
      {!waitsForDays && report.isPending && <LoadingScreen />}
      {report.data && !failure && (
        <>
          <ReportDownloads scope={scope} />
          <ReportSections report={report.data} />
        </>
      )}
    </>
  );
}
