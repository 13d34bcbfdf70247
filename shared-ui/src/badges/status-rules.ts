import type { ApplicationStatusCode, TaskStatus } from 'shared-api';

/** The colours the spec names; `tone-chip` maps them onto the theme. */
export type Tone = 'blue' | 'orange' | 'green' | 'yellow' | 'red' | 'grey';

const APPLICATION_STATUS_TEXT: Record<ApplicationStatusCode, string> = {
  Processing: 'Processing',
  Accepted: 'Accepted For Interview',
  Passed: 'Interview Passed',
  Declined: 'Declined',
};

const APPLICATION_STATUS_TONE: Record<string, Tone> = {
  Processing: 'blue',
  'Accepted For Interview': 'orange',
  'Interview Passed': 'green',
  Declined: 'red',
};

/** The display text of a stored status (decisions.md §4); unknown values pass through. */
export function formatApplicationStatus(status: string): string {
  return APPLICATION_STATUS_TEXT[status as ApplicationStatusCode] ?? status;
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
  if (task.Status !== 'Completed') return { kind: 'not-completed', text: 'Not completed' };
  if (task.Rating === null || task.Rating === undefined) {
    return { kind: 'not-rated', text: 'Not rated' };
  }
  return { kind: 'rated', rating: task.Rating };
}

/** What the supervisor may do with a task's rating: nothing until it is completed. */
export function ratingAction(task: RatedTask): 'Add Rating' | 'Edit Rating' | null {
  const display = ratingDisplay(task);
  if (display.kind === 'not-completed') return null;
  return display.kind === 'not-rated' ? 'Add Rating' : 'Edit Rating';
}
