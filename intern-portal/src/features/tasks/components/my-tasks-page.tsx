import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'shared-ui/router';
import { errorMessages, m, todayInTimeZone, useT } from 'shared-api';
import { LoadingScreen, useQueryFailure } from 'shared-ui/feedback';
import { PageTitle } from 'shared-ui/layout';
import { inDueOrder } from '../api/deadlines';
import { tasksQuery } from '../api/task-queries';
import { InternshipLine } from './internship-line';
import { TaskFilter, type TaskFilterValue } from './task-filter';
import { TaskGrid } from './task-grid';

export const EMPTY_TEXT = m("You haven't been assigned any task yet");
export const NO_OPEN_TEXT = m('No open tasks: everything is completed.');

/**
 * /internDashboard: the intern's tasks as cards, what is due first; above them, the changes made
 * offline that could not be sent (`unsent`, a feature of its own).
 */
export function MyTasksPage({ unsent }: { unsent?: ReactNode }) {
  const t = useT();
  const query = useQuery(tasksQuery());
  useQueryFailure(query.error, errorMessages.couldNotGetTasks);
  const [params, setParams] = useSearchParams();
  const filter: TaskFilterValue = params.get('show') === 'open' ? 'open' : 'all';
  const today = todayInTimeZone();

  if (query.isPending) return <LoadingScreen />;
  const tasks = inDueOrder(query.data ?? []);
  const open = tasks.filter((task) => task.Status !== 'Completed');
  const shown = filter === 'open' ? open : tasks;

  return (
    <>
      <PageTitle>{t('My Tasks')}</PageTitle>
      <Stack spacing={2}>
        {unsent}
        <InternshipLine />
        {tasks.length > 0 && (
          <Stack direction="row">
            <TaskFilter
              value={filter}
              counts={{ all: tasks.length, open: open.length }}
              onChange={(next) => setParams(next === 'open' ? { show: 'open' } : {})}
            />
          </Stack>
        )}
        {query.isSuccess && tasks.length === 0 && <Typography>{t(EMPTY_TEXT)}</Typography>}
        {tasks.length > 0 && shown.length === 0 && <Typography>{t(NO_OPEN_TEXT)}</Typography>}
        <TaskGrid tasks={shown} today={today} />
      </Stack>
    </>
  );
}
