import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useT, type Id, type Translate } from 'shared-api';
import { academicMessages, type AcademicWeek } from 'shared-api/academic';
import { formatDateRange } from 'shared-api/logbook';
import { InlineLoading, useQueryFailure } from 'shared-ui/feedback';
import { createColumnHelper, DataTable } from 'shared-ui/table';
import { LogbookFileTiles } from 'shared-ui/logbook-files';
import { CountersignatureNote } from 'shared-ui/visits';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import { weeksQuery } from '../../../api/student-queries';
import { useCountersign } from '../hooks/use-student-actions';

const column = createColumnHelper<AcademicWeek>();
const weekOf = (week: AcademicWeek) => formatDateRange(week.WeekStart, week.WeekEnd);

const columnsFor = (t: Translate, countersign: ReturnType<typeof useCountersign>) => [
  column.accessor(weekOf, {
    id: 'Week',
    header: t('Week'),
    sortingFn: (a, b) => a.original.WeekStart.localeCompare(b.original.WeekStart),
  }),
  column.accessor('Activities', { header: t('Activities'), enableSorting: false }),
  column.accessor((week) => week.Hours ?? '—', { id: 'Hours', header: t('Hours') }),
  column.accessor((week) => week.SignedBy ?? '—', { id: 'SignedBy', header: t('Signed by') }),
  column.display({
    id: 'Files',
    header: t('Photos and files'),
    cell: ({ row: { original } }) =>
      original.Attachments.length > 0 ? <LogbookFileTiles files={original.Attachments} /> : '—',
  }),
  column.display({
    id: 'Countersignature',
    header: t('Countersignature'),
    cell: ({ row: { original } }) =>
      original.Countersignature ? (
        <CountersignatureNote countersignature={original.Countersignature} />
      ) : (
        <Button
          size="small"
          variant="contained"
          onClick={() => void countersign.run(original)}
          disabled={countersign.pendingId === original.Id}
          aria-label={t('Countersign the week of {week}', { week: weekOf(original) })}
        >
          {t('Countersign')}
        </Button>
      ),
  }),
];

/** The logbook's signed weeks, newest first, each countersigned or with its button. */
export function SignedWeeksSection({ studentId }: { studentId: Id }) {
  const t = useT();
  const query = useQuery(weeksQuery(studentId));
  useQueryFailure(query.error, academicMessages.couldNotGetWeeks);
  const countersign = useCountersign(studentId);
  const columns = useMemo(() => columnsFor(t, countersign), [t, countersign]);

  if (query.data) {
    return (
      <DataTable
        title={t('Logbook: signed weeks')}
        columns={columns}
        data={query.data}
        getRowId={(week) => String(week.Id)}
        stackOnPhone
      />
    );
  }
  return (
    <section aria-label={t('Logbook: signed weeks')}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('Logbook: signed weeks')}
      </Typography>
      {query.error ? (
        <Alert severity="error">{t(academicMessages.couldNotGetWeeks)}</Alert>
      ) : (
        <InlineLoading />
      )}
    </section>
  );
}
