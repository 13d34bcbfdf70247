import Box from '@mui/material/Box';
import { useQueries } from '@tanstack/react-query';
import { useCurrentUserId, type Task } from 'shared-api';
import { newRemarkIds } from '../api/seen-remarks';
import { taskQuery } from '../api/task-queries';
import { useSeenRemarks } from '../hooks/use-seen-remarks';
import { TaskCard } from './task-card';

interface TaskGridProps {
  tasks: Task[];
  today: string;
}

/**
 * The responsive grid of cards. The task list carries no comments, so each task's detail (the
 * same query the task page uses) tells whether a remark came since the intern last looked; a
 * failure there only leaves the marker out.
 */
export function TaskGrid({ tasks, today }: TaskGridProps) {
  const userId = useCurrentUserId();
  const seen = useSeenRemarks();
  const details = useQueries({ queries: tasks.map((task) => taskQuery(task.id)) });
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
      }}
    >
      {tasks.map((task, index) => {
        const comments = details[index]?.data?.comment ?? [];
        const fresh = newRemarkIds(comments, userId, seen[String(task.id)] ?? 0);
        return <TaskCard key={task.id} task={task} today={today} hasNewRemark={fresh.length > 0} />;
      })}
    </Box>
  );
}
