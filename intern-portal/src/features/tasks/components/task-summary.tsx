import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useT, type TaskDetail } from 'shared-api';
import { TaskRating, TaskStatusBadge } from 'shared-ui/badges';
import { DetailsTable, type DetailsRow } from 'shared-ui/details';
import { CompleteCheckbox } from './complete-checkbox';
import { DeadlineBadges } from './deadline-badges';

/** The task's checkbox, status, deadline, rating (once completed), supervisor and description. */
export function TaskSummary({ detail, today }: { detail: TaskDetail; today: string }) {
  const t = useT();
  const { task } = detail;
  const rows: DetailsRow[] = [
    { label: t('Status'), value: <TaskStatusBadge status={task.Status} /> },
    { label: t('Deadline'), value: <DeadlineBadges task={task} today={today} bare /> },
    ...(task.Status === 'Completed'
      ? [{ label: t('Rating'), value: <TaskRating task={task} /> }]
      : []),
    { label: t('Assigned by'), value: detail.Supervisor },
  ];
  return (
    <Stack spacing={2}>
      <Box>
        <CompleteCheckbox task={task} />
      </Box>
      <DetailsTable rows={rows} />
      <TextField
        label={t('Description')}
        value={task.Description}
        multiline
        minRows={3}
        fullWidth
        slotProps={{ htmlInput: { readOnly: true } }}
      />
    </Stack>
  );
}
