import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'shared-ui/router';
import {
  errorMessages,
  formatDate,
  getAssignedTasksPage,
  todayInTimeZone,
  useT,
  type Task,
  type Translate,
} from 'shared-api';
import { TaskStatusBadge } from 'shared-ui/badges';
import { LoadingScreen, useQueryFailure } from 'shared-ui/feedback';
import { createColumnHelper, DataTable, usePagedQuery } from 'shared-ui/table';
import { myInternsQuery } from '../../../api/my-interns-queries';
import { supervisorPaths } from '../../../api/paths';
import { supervisorKeys } from '../../../api/query-keys';
import { PageTitle } from 'shared-ui/layout';
import type { AttentionFilter as Filter } from '../api/task-attention';
import { taskCountsQuery } from '../api/task-queries';
import { AttentionFilter } from './attention-filter';
import { NeedsRatingMarker, NewCommentMarker, OverdueMarker } from './task-markers';

const column = createColumnHelper<Task>();

function columnsFor(today: string, t: Translate) {
  return [
    column.accessor((task) => task.assignedto.Name, {
      id: 'Intern',
      header: t('Intern'),
      meta: { sortField: 'assignedto' },
    }),
    column.accessor('Task', { header: t('Task') }),
    column.accessor('Deadline', {
      header: t('Deadline'),
      cell: ({ row: { original } }) => (
        <Stack sx={{ gap: 0.5, alignItems: 'flex-start' }}>
          <span>{formatDate(original.Deadline)}</span>
          <OverdueMarker task={original} today={today} />
        </Stack>
      ),
    }),
    column.accessor('Status', {
      header: t('Task Status'),
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
      header: t('Details'),
      cell: ({ row: { original } }) => (
        <Button
          size="small"
          variant="contained"
          component={Link}
          to={supervisorPaths.taskDetails(original.id)}
          aria-label={t('View Task Details of {task}', { task: original.Task })}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t('View Task Details')}
        </Button>
      ),
    }),
  ];
}

/**
 * /supervisorDashboard/assignedTasks: the 'Interns' table of assigned tasks, a page at a time,
 * what needs the supervisor first (the server's `sort=Attention`) unless a column is sorted.
 */
export function AssignedTasksPage() {
  const t = useT();
  const [filter, setFilter] = useState<Filter>('all');
  const { query, rows, server } = usePagedQuery({
    queryKey: supervisorKeys.taskPages(filter),
    fetchPage: (pageQuery) =>
      getAssignedTasksPage(pageQuery, filter === 'all' ? undefined : filter),
    failureMessage: errorMessages.couldNotGetTasks,
  });
  const counts = useQuery(taskCountsQuery());
  useQueryFailure(counts.error, errorMessages.couldNotGetTasks);
  const internNames = useQuery(myInternsQuery()).data?.map((intern) => intern.Name) ?? [];
  const today = todayInTimeZone();
  const columns = useMemo(() => columnsFor(today, t), [today, t]);

  // The switch shows the counts: no "(0)" before they come.
  if (query.isPending || counts.isPending) return <LoadingScreen />;
  const choose = (next: Filter) => {
    setFilter(next);
    server.onQueryChange({ ...server.query, page: 1 });
  };
  // A failed read of the counts shows its message and zeros.
  const { All = 0, Overdue = 0, NeedsRating = 0 } = counts.data ?? {};
  return (
    <>
      <PageTitle>{t('Interns')}</PageTitle>
      <Stack sx={{ mb: 2 }}>
        <AttentionFilter
          value={filter}
          onChange={choose}
          counts={{ all: All, overdue: Overdue, needsRating: NeedsRating }}
        />
      </Stack>
      <DataTable
        columns={columns}
        data={rows}
        server={server}
        filter={{ columnId: 'Intern', label: t('Intern'), options: internNames }}
        exportFileName="assigned-tasks"
        getRowId={(task) => String(task.id)}
      />
    </>
  );
}
