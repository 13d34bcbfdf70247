import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { TaskDetail } from 'shared-api';
import { TaskRating, TaskStatusBadge } from 'shared-ui/badges';
import { NeedsRatingMarker, OverdueMarker } from './task-markers';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" sx={{ fontWeight: 'bold' }}>
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Box>
  );
}

/** The task's facts: intern, deadline, status, rating, who assigned it, and its description. */
export function TaskSummary({ detail, today }: { detail: TaskDetail; today: string }) {
  const { task } = detail;
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { sm: 'auto 1fr' }, gap: 1, m: 0 }}
    >
      <Row label="Intern">{task.assignedto.Name}</Row>
      <Row label="Deadline">
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <span>{task.Deadline}</span>
          <OverdueMarker task={task} today={today} />
        </Stack>
      </Row>
      <Row label="Status">
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <TaskStatusBadge status={task.Status} />
          <NeedsRatingMarker task={task} />
        </Stack>
      </Row>
      <Row label="Rating">
        <TaskRating task={task} />
      </Row>
      <Row label="Assigned by">{detail.Supervisor}</Row>
      <Row label="Description">
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{task.Description}</Typography>
      </Row>
    </Box>
  );
}
