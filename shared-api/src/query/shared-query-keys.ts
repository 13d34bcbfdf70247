import type { Id } from '../types/entities';

/**
 * The query keys that more than one portal uses (the policy is in docs/architecture.md).
 * Everything about one user sits under ['user', id], so a profile update refreshes every view
 * of that user (details, performance) in one call, whichever portal shows it. They live here,
 * not in shared-ui's profile module, so that a screen can name them without loading the profile
 * form and its validation library.
 */
export const sharedQueryKeys = {
  user: (id: Id) => ['user', String(id)] as const,
  userForEdit: (id: Id) => ['user', String(id), 'edit'] as const,
  /** An intern's tasks, ratings and overall: the same in the intern's, supervisor's and admin's view. */
  performance: (id: Id) => ['user', String(id), 'performance'] as const,
  /** An intern's attendance (issue 55), shown beside their performance in every portal. */
  attendance: (id: Id) => ['user', String(id), 'attendance'] as const,
  positions: () => ['positions'] as const,
};
