import { queryOptions } from '@tanstack/react-query';
import { getPositions, getUserForEdit, sharedQueryKeys, type Id } from 'shared-api';

/** GET /User/{id}/edit: the editable details. */
export const userForEditQuery = (id: Id) =>
  queryOptions({ queryKey: sharedQueryKeys.userForEdit(id), queryFn: () => getUserForEdit(id) });

/** GET /Position, for the Position/Department select. */
export const positionsQuery = () =>
  queryOptions({ queryKey: sharedQueryKeys.positions(), queryFn: getPositions });
