import type { Id } from '../types/entities';

/**
 * The query keys that more than one portal uses. Everything about one user sits under
 * ['user', id], so a profile update refreshes every view of that user (details, performance)
 * in one call. They live here, not in shared-ui's profile module, so that a screen can name
 * them without loading the profile form and its validation library.
 */
export const sharedQueryKeys = {
  user: (id: Id) => ['user', String(id)] as const,
  userForEdit: (id: Id) => ['user', String(id), 'edit'] as const,
  positions: () => ['positions'] as const,
};
