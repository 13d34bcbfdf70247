import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate, type TaskDetail } from 'shared-api';
import { TaskRating, TaskStatusBadge } from 'shared-ui/badges';
import { DetailsTable } from 'shared-ui/details';
import { NeedsRatingMarker, OverdueMarker } from './task-markers';

/** The task's facts: intern, deadline, status, rating, who assigned it, and its description. */
export function TaskSummary({ detail, today }: { detail: TaskDetail; today: string }) {
  const { task } = detail;
  return (
    <DetailsTable
      rows={[
        { label: 'Intern', value: task.assignedto.Name },
        {
          label: 'Deadline',
          value: (
            <Stack
              component="span"
              direction="row"
              sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
            >
              <span>{formatDate(task.Deadline)}</span>
              <OverdueMarker task={task} today={today} />
            </Stack>
          ),
        },
        {
          label: 'Status',
          value: (
            <Stack component="span" direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
              <TaskStatusBadge status={task.Status} />
              <NeedsRatingMarker task={task} />
            </Stack>
          ),
        },
        { label: 'Rating', value: <TaskRating task={task} /> },
        { label: 'Assigned by', value: detail.Supervisor },
        {
          label: 'Description',
          value: (
            <Typography component="span" sx={{ whiteSpace: 'pre-wrap' }}>
              {task.Description}
            </Typography>
          ),
        },
      ]}
    />
  );
}
