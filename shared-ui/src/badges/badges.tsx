import Typography from '@mui/material/Typography';
import { useT, type TaskStatus } from 'shared-api';
import { usePercent } from '../i18n/percent';
import {
  TASK_STATUS_TEXT,
  applicationStatusTone,
  formatApplicationStatus,
  ratingDisplay,
  ratingTone,
  type RatedTask,
} from './status-rules';
import { ToneChip } from './tone-chip';

/** An application's status in its display text and colour; takes the stored value. */
export function ApplicationStatusBadge({ status }: { status: string }) {
  // ToneChip translates its label.
  return <ToneChip tone={applicationStatusTone(status)} label={formatApplicationStatus(status)} />;
}

/** A rating as a percentage, green / yellow / red by the spec's thresholds. */
export function RatingBadge({ rating }: { rating: number }) {
  const percent = usePercent();
  return <ToneChip tone={ratingTone(rating)} label={percent(rating)} />;
}

/** Assigned blue, Completed green. */
export function TaskStatusBadge({ status }: { status: TaskStatus }) {
  const label = TASK_STATUS_TEXT[status] ?? status;
  return <ToneChip tone={status === 'Completed' ? 'green' : 'blue'} label={label} />;
}

/** 'Not completed', 'Not rated' or the rating badge, following spec §4. */
export function TaskRating({ task }: { task: RatedTask }) {
  const t = useT();
  const display = ratingDisplay(task);
  if (display.kind === 'rated') return <RatingBadge rating={display.rating} />;
  return (
    <Typography component="span" variant="body2" color="text.secondary">
      {t(display.text)}
    </Typography>
  );
}
