import { queryOptions } from '@tanstack/react-query';
import { getPositions, getUserForEdit, type Id } from 'shared-api';

/**
 * The profile module's query keys. Everything about one user sits under ['user', id], so a
 * profile update refreshes every view of that user (details, performance) in one call.
 */
export const profileQueryKeys = {
  user: (id: Id) => ['user', String(id)] as const,
  userForEdit: (id: Id) => ['user', String(id), 'edit'] as const,
  positions: () => ['positions'] as const,
};

/** GET /User/{id}/edit: the editable details. */
export const userForEditQuery = (id: Id) =>
  queryOptions({ queryKey: profileQueryKeys.userForEdit(id), queryFn: () => getUserForEdit(id) });

/** GET /Position, for the Position/Department select. */
export const positionsQuery = () =>
  queryOptions({ queryKey: profileQueryKeys.positions(), queryFn: getPositions });
