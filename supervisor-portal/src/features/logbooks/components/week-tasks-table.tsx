import Link from '@mui/material/Link';
import { useMemo } from 'react';
import { formatDate, useT, type LogbookWeekTask, type Translate } from 'shared-api';
import { TaskRating, TaskStatusBadge } from 'shared-ui/badges';
import { Link as RouterLink } from 'shared-ui/router';
import { createColumnHelper, DataTable } from 'shared-ui/table';
import { supervisorPaths } from '../../../api/paths';

const column = createColumnHelper<LogbookWeekTask>();

const columnsFor = (t: Translate) => [
  column.accessor('Task', {
    header: t('Task'),
    cell: ({ row: { original } }) => (
      <Link component={RouterLink} to={supervisorPaths.taskDetails(original.id)}>
        {original.Task}
      </Link>
    ),
  }),
  column.accessor('Deadline', {
    header: t('Deadline'),
    cell: ({ row: { original } }) => formatDate(original.Deadline),
  }),
  column.accessor('Status', {
    header: t('Task Status'),
    cell: ({ row: { original } }) => <TaskStatusBadge status={original.Status} />,
  }),
  column.accessor((task) => task.Rating ?? '', {
    id: 'Rating',
    header: t('Rating'),
    cell: ({ row: { original } }) => <TaskRating task={original} />,
  }),
];

/** The intern's tasks that were due, or completed, in the entry's week. */
export function WeekTasksTable({ tasks }: { tasks: LogbookWeekTask[] }) {
  const t = useT();
  const columns = useMemo(() => columnsFor(t), [t]);
  return (
    <DataTable
      title={t('Tasks this week')}
      columns={columns}
      data={tasks}
      getRowId={(task) => String(task.id)}
    />
  );
}
