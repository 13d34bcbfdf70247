import { queryOptions } from '@tanstack/react-query';
import { getPosition, type Id } from 'shared-api';
import { adminKeys } from '../../../api/query-keys';

// The list is shared-ui's positionsQuery (adminKeys.positions), which the selects use too.

/** GET /Position/{id}/edit, for the 'Edit Position' modal. */
export const positionQuery = (id: Id) =>
  queryOptions({ queryKey: adminKeys.position(id), queryFn: () => getPosition(id) });
