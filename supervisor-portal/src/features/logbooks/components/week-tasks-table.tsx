import Link from '@mui/material/Link';
import { formatDate, type LogbookWeekTask } from 'shared-api';
import { TaskRating, TaskStatusBadge } from 'shared-ui/badges';
import { Link as RouterLink } from 'shared-ui/router';
import { createColumnHelper, DataTable } from 'shared-ui/table';
import { supervisorPaths } from '../../../api/paths';

const column = createColumnHelper<LogbookWeekTask>();

const columns = [
  column.accessor('Task', {
    header: 'Task',
    cell: ({ row: { original } }) => (
      <Link component={RouterLink} to={supervisorPaths.taskDetails(original.id)}>
        {original.Task}
      </Link>
    ),
  }),
  column.accessor('Deadline', {
    header: 'Deadline',
    cell: ({ row: { original } }) => formatDate(original.Deadline),
  }),
  column.accessor('Status', {
    header: 'Task Status',
    cell: ({ row: { original } }) => <TaskStatusBadge status={original.Status} />,
  }),
  column.accessor((task) => task.Rating ?? '', {
    id: 'Rating',
    header: 'Rating',
    cell: ({ row: { original } }) => <TaskRating task={original} />,
  }),
];

/** The intern's tasks that were due, or completed, in the entry's week. */
export function WeekTasksTable({ tasks }: { tasks: LogbookWeekTask[] }) {
  return (
    <DataTable
      title="Tasks this week"
      columns={columns}
      data={tasks}
      getRowId={(task) => String(task.id)}
    />
  );
}
