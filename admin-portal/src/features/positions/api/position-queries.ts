import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { getPosition, type Id } from 'shared-api';
import { adminKeys } from '../../../api/query-keys';

// The list is shared-ui's positionsQuery (adminKeys.positions), which the selects use too.

/** GET /Position/{id}/edit, for the 'Edit Position' modal. */
export const positionQuery = (id: Id) =>
  queryOptions({ queryKey: adminKeys.position(id), queryFn: () => getPosition(id) });

/**
 * A rename shows wherever a position's name does: the selects, the people lists, the
 * applications and the dashboard's pipeline; an add or a delete changes only the positions (a
 * used one cannot go).
 */
export function useInvalidatePositions() {
  const queryClient = useQueryClient();
  return (renamed = false) => {
    const keys = renamed
      ? [
          adminKeys.positions,
          adminKeys.supervisors,
          adminKeys.interns,
          adminKeys.applications,
          adminKeys.interviews,
          adminKeys.allUsers,
          adminKeys.pipeline,
        ]
      : [adminKeys.positions];
    return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };
}
