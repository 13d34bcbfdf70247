import Typography from '@mui/material/Typography';
import type { TaskStatus } from 'shared-api';
import {
  applicationStatusTone,
  formatApplicationStatus,
  ratingDisplay,
  ratingTone,
  type RatedTask,
} from './status-rules';
import { ToneChip } from './tone-chip';

/** An application's status in its display text and colour; takes the stored value. */
export function ApplicationStatusBadge({ status }: { status: string }) {
  return <ToneChip tone={applicationStatusTone(status)} label={formatApplicationStatus(status)} />;
}

/** A rating as a percentage, green / yellow / red by the spec's thresholds. */
export function RatingBadge({ rating }: { rating: number }) {
  return <ToneChip tone={ratingTone(rating)} label={`${rating}%`} />;
}

/** Assigned blue, Completed green. */
export function TaskStatusBadge({ status }: { status: TaskStatus }) {
  return <ToneChip tone={status === 'Completed' ? 'green' : 'blue'} label={status} />;
}

/** 'Not completed', 'Not rated' or the rating badge, following spec §4. */
export function TaskRating({ task }: { task: RatedTask }) {
  const display = ratingDisplay(task);
  if (display.kind === 'rated') return <RatingBadge rating={display.rating} />;
  return (
    <Typography component="span" variant="body2" color="text.secondary">
      {display.text}
    </Typography>
  );
}
