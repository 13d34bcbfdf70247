import { sharedQueryKeys, type Id } from 'shared-api';

/**
 * The portal's query keys in one place: completing a task changes both the task lists and the
 * performance card, so two features use the same keys without importing each other.
 */
export const internKeys = {
  tasks: ['intern', 'tasks'] as const,
  task: (id: Id) => ['intern', 'task', String(id)] as const,
  // Under the user's key, so a profile update refreshes it too.
  performance: (userId: Id) => [...sharedQueryKeys.user(userId), 'performance'] as const,
};
