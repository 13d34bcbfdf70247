// shared-ui/badges: one part of the package, shared on its own (see webpack.base.cjs).
export { ApplicationStatusBadge, RatingBadge, TaskRating, TaskStatusBadge } from '../badges/badges';
export { ToneChip, type ToneChipProps } from '../badges/tone-chip';
export {
  applicationStatusTone,
  formatApplicationStatus,
  INVITED_TO_BOOK,
  shownApplicationStatus,
  ratingAction,
  ratingDisplay,
  ratingTone,
  TASK_STATUS_TEXT,
  type RatedTask,
  type RatingDisplay,
  type Tone,
} from '../badges/status-rules';
