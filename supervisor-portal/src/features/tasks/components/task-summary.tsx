import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDate, useT, type TaskDetail } from 'shared-api';
import { TaskRating, TaskStatusBadge } from 'shared-ui/badges';
import { DetailsTable } from 'shared-ui/details';
import { NeedsRatingMarker, OverdueMarker } from './task-markers';

/** The task's facts: intern, deadline, status, rating, who assigned it, and its description. */
export function TaskSummary({ detail, today }: { detail: TaskDetail; today: string }) {
  const t = useT();
  const { task } = detail;
  return (
    <DetailsTable
      rows={[
        { label: t('Intern'), value: task.assignedto.Name },
        {
          label: t('Deadline'),
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
          label: t('Status'),
          value: (
            <Stack component="span" direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
              <TaskStatusBadge status={task.Status} />
              <NeedsRatingMarker task={task} />
            </Stack>
          ),
        },
        { label: t('Rating'), value: <TaskRating task={task} /> },
        { label: t('Assigned by'), value: detail.Supervisor },
        {
          label: t('Description'),
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
