import { m, type ApplicationStatusCode, type TaskStatus } from 'shared-api';

/** The colours the spec names; `tone-chip` maps them onto the theme. */
export type Tone = 'blue' | 'orange' | 'green' | 'yellow' | 'red' | 'grey';

// The display texts are English, marked for the catalogues: each is translated where it is
// shown, t(formatApplicationStatus(status)), as shared-ui's badges do.
const APPLICATION_STATUS_TEXT: Record<ApplicationStatusCode, string> = {
  Processing: m('Processing'),
  Accepted: m('Accepted For Interview'),
  Passed: m('Interview Passed'),
  Declined: m('Declined'),
};

/** A task's status as shown (translated where shown: t(TASK_STATUS_TEXT[status])). */
export const TASK_STATUS_TEXT: Record<TaskStatus, string> = {
  Assigned: m('Assigned'),
  Completed: m('Completed'),
};

/** Issue 87: an application of the review queue whose applicant was sent a booking link. */
export const INVITED_TO_BOOK = m('Invited to book');

const APPLICATION_STATUS_TONE: Record<string, Tone> = {
  Processing: 'blue',
  [INVITED_TO_BOOK]: 'blue',
  'Accepted For Interview': 'orange',
  'Interview Passed': 'green',
  Declined: 'red',
};

/** The display text of a stored status (decisions.md §4); unknown values pass through. */
export function formatApplicationStatus(status: string): string {
  return APPLICATION_STATUS_TEXT[status as ApplicationStatusCode] ?? status;
}

/**
 * The status an application shows: its stored one, or 'Invited to book' while its applicant has
 * a booking link and no booked interview (its BookingState): in the review queue, or Accepted
 * again without a date after they cancelled their booking.
 */
export function shownApplicationStatus(application: {
  ApplicationStatus: string;
  BookingState?: string | null;
}): string {
  const waiting = ['Processing', 'Accepted'].includes(application.ApplicationStatus);
  return waiting && application.BookingState === INVITED_TO_BOOK
    ? INVITED_TO_BOOK
    : application.ApplicationStatus;
}

/** Processing blue, Accepted For Interview orange, Interview Passed green, Declined red, else grey. */
export function applicationStatusTone(status: string): Tone {
  return APPLICATION_STATUS_TONE[formatApplicationStatus(status)] ?? 'grey';
}

/** Green at 75 or more, yellow above 50 and below 75, red at 50 or below. */
export function ratingTone(rating: number): Tone {
  if (rating >= 75) return 'green';
  if (rating > 50) return 'yellow';
  return 'red';
}

export interface RatedTask {
  Status: TaskStatus;
  Rating: number | null;
}

/** The rating display rules of spec §4. */
export type RatingDisplay =
  | { kind: 'not-completed'; text: 'Not completed' }
  | { kind: 'not-rated'; text: 'Not rated' }
  | { kind: 'rated'; rating: number };

export function ratingDisplay(task: RatedTask): RatingDisplay {
  if (task.Status !== 'Completed') return { kind: 'not-completed', text: m('Not completed') };
  if (task.Rating === null || task.Rating === undefined) {
    return { kind: 'not-rated', text: m('Not rated') };
  }
  return { kind: 'rated', rating: task.Rating };
}

/**
 * What the supervisor may do with a task's rating: nothing until it is completed. The English
 * text, marked for the catalogues: translate it where it is shown, t(action).
 */
export function ratingAction(task: RatedTask): 'Add Rating' | 'Edit Rating' | null {
  const display = ratingDisplay(task);
  if (display.kind === 'not-completed') return null;
  return display.kind === 'not-rated' ? m('Add Rating') : m('Edit Rating');
}
