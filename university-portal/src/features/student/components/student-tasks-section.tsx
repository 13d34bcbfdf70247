import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { formatDate, useT, type Id, type Task, type Translate } from 'shared-api';
import { academicMessages } from 'shared-api/academic';
import { InlineLoading, useQueryFailure } from 'shared-ui/feedback';
import { createColumnHelper, DataTable } from 'shared-ui/table';
import { tasksQuery } from '../../../api/student-queries';

const column = createColumnHelper<Task>();

const columnsFor = (t: Translate) => [
  column.accessor('Task', { header: t('Task') }),
  column.accessor((task) => formatDate(task.Deadline), {
    id: 'Deadline',
    header: t('Deadline'),
    sortingFn: (a, b) => a.original.Deadline.localeCompare(b.original.Deadline),
  }),
  column.accessor((task) => t(task.Status), { id: 'Status', header: t('Status') }),
  column.accessor((task) => task.Rating ?? '—', { id: 'Rating', header: t('Rating') }),
];

/** The student's tasks with their workplace supervisor's ratings (0 to 100). */
export function StudentTasksSection({ studentId }: { studentId: Id }) {
  const t = useT();
  const query = useQuery(tasksQuery(studentId));
  useQueryFailure(query.error, academicMessages.couldNotGetTasks);
  const columns = useMemo(() => columnsFor(t), [t]);
  if (query.data) {
    return (
      <DataTable
        title={t('Tasks')}
        columns={columns}
        data={query.data}
        getRowId={(task) => String(task.id)}
        stackOnPhone
      />
    );
  }
  return (
    <section aria-label={t('Tasks')}>
      <Typography variant="h6" component="h2" gutterBottom>
        {t('Tasks')}
      </Typography>
      {query.error ? (
        <Alert severity="error">{t(academicMessages.couldNotGetTasks)}</Alert>
      ) : (
        <InlineLoading />
      )}
    </section>
  );
}
