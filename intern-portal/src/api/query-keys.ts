import { sharedQueryKeys, type Id } from 'shared-api';

/**
 * The portal's query keys in one place (the policy is in docs/architecture.md): completing a
 * task changes both the task lists and the performance card, so two features use the same keys
 * without importing each other.
 */
export const internKeys = {
  tasks: ['tasks'] as const,
  task: (id: Id) => ['task', String(id)] as const,
  performance: sharedQueryKeys.performance,
  evaluation: ['evaluation', 'mine'] as const,
  internship: ['internship', 'mine'] as const,
  letter: ['letter', 'mine'] as const,
  /** The week list; each week's entry sits under it. */
  logbook: ['logbook'] as const,
  logbookWeek: (weekStart: string) => ['logbook', weekStart] as const,
  /** The absence requests' pages sit under it. */
  absences: ['absences'] as const,
  attendance: sharedQueryKeys.attendance,
};
