import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { getPosition, type Id } from 'shared-api';

// The list is shared-ui's positionsQuery (key ['positions']), which the selects use too.

/** GET /Position/{id}/edit, for the 'Edit Position' modal. */
export const positionQuery = (id: Id) =>
  queryOptions({ queryKey: ['positions', String(id)], queryFn: () => getPosition(id) });

/**
 * A rename shows wherever a position's name does: the selects, the people lists and the
 * applications; an add or a delete changes only the positions (a used one cannot go).
 */
export function useInvalidatePositions() {
  const queryClient = useQueryClient();
  return (renamed = false) => {
    const keys = renamed
      ? [['positions'], ['supervisors'], ['interns'], ['applications'], ['interviews'], ['user']]
      : [['positions']];
    return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };
}
