import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { TaskDetail } from 'shared-api';
import { TaskRating, TaskStatusBadge } from 'shared-ui/badges';
import { CompleteCheckbox } from './complete-checkbox';
import { DeadlineBadges } from './deadline-badges';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography component="span" sx={{ fontWeight: 'bold' }}>
        {label}:
      </Typography>
      {children}
    </Stack>
  );
}

/** The task's checkbox, status, deadline, rating (once completed), description and supervisor. */
export function TaskSummary({ detail, today }: { detail: TaskDetail; today: string }) {
  const { task } = detail;
  return (
    <Stack spacing={2}>
      <Box>
        <CompleteCheckbox task={task} />
      </Box>
      <Fact label="Status">
        <TaskStatusBadge status={task.Status} />
      </Fact>
      <Fact label="Deadline">
        <DeadlineBadges task={task} today={today} bare />
      </Fact>
      {task.Status === 'Completed' && (
        <Fact label="Rating">
          <TaskRating task={task} />
        </Fact>
      )}
      <TextField
        label="Description"
        value={task.Description}
        multiline
        minRows={3}
        fullWidth
        slotProps={{ htmlInput: { readOnly: true } }}
      />
      <Fact label="Assigned by">
        <Typography component="span">{detail.Supervisor}</Typography>
      </Fact>
    </Stack>
  );
}
