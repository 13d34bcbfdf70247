import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'shared-ui/router';
import { errorMessages, todayInTimeZone, type Task } from 'shared-api';
import { TaskStatusBadge } from 'shared-ui/badges';
import { LoadingScreen, useQueryFailure } from 'shared-ui/feedback';
import { createColumnHelper, DataTable } from 'shared-ui/table';
import { supervisorPaths } from '../../../api/paths';
import { PageTitle } from 'shared-ui/layout';
import {
  byAttention,
  matchesAttention,
  type AttentionFilter as Filter,
} from '../api/task-attention';
import { tasksQuery } from '../api/task-queries';
import { AttentionFilter } from './attention-filter';
import { NeedsRatingMarker, NewCommentMarker, OverdueMarker } from './task-markers';

const column = createColumnHelper<Task>();

function columnsFor(today: string) {
  return [
    column.accessor((task) => task.assignedto.Name, { id: 'Intern', header: 'Intern' }),
    column.accessor('Task', { header: 'Task' }),
    column.accessor('Deadline', {
      header: 'Deadline',
      cell: ({ row: { original } }) => (
        <Stack sx={{ gap: 0.5, alignItems: 'flex-start' }}>
          <span>{original.Deadline}</span>
          <OverdueMarker task={original} today={today} />
        </Stack>
      ),
    }),
    column.accessor('Status', {
      header: 'Task Status',
      cell: ({ row: { original } }) => (
        <Stack sx={{ gap: 0.5, alignItems: 'flex-start' }}>
          <TaskStatusBadge status={original.Status} />
          <NeedsRatingMarker task={original} />
          <NewCommentMarker task={original} />
        </Stack>
      ),
    }),
    column.display({
      id: 'details',
      meta: { actions: true },
      header: 'Details',
      cell: ({ row: { original } }) => (
        <Button
          size="small"
          variant="contained"
          component={Link}
          to={supervisorPaths.taskDetails(original.id)}
          aria-label={`View Task Details of ${original.Task}`}
          sx={{ whiteSpace: 'nowrap' }}
        >
          View Task Details
        </Button>
      ),
    }),
  ];
}

/** /supervisorDashboard/assignedTasks: the 'Interns' table of assigned tasks. */
export function AssignedTasksPage() {
  const query = useQuery(tasksQuery());
  useQueryFailure(query.error, errorMessages.couldNotGetTasks);
  const [filter, setFilter] = useState<Filter>('all');
  const today = todayInTimeZone();
  const columns = useMemo(() => columnsFor(today), [today]);
  const sorted = useMemo(() => byAttention(query.data ?? [], today), [query.data, today]);

  if (query.isPending) return <LoadingScreen />;
  const counts = {
    all: sorted.length,
    overdue: sorted.filter((task) => matchesAttention(task, 'overdue', today)).length,
    needsRating: sorted.filter((task) => matchesAttention(task, 'needsRating', today)).length,
  };
  return (
    <>
      <PageTitle>Interns</PageTitle>
      <Stack sx={{ mb: 2 }}>
        <AttentionFilter value={filter} onChange={setFilter} counts={counts} />
      </Stack>
      <DataTable
        columns={columns}
        data={sorted.filter((task) => matchesAttention(task, filter, today))}
        filter={{ columnId: 'Intern', label: 'Intern' }}
        exportFileName="assigned-tasks"
        getRowId={(task) => String(task.id)}
      />
    </>
  );
}
