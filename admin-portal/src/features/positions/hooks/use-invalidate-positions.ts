import { useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../api/query-keys';

/**
 * A rename shows wherever a position's name does: the selects, the position itself, the people
 * lists, the applications and the dashboard's pipeline; an add or a delete changes only the
 * positions (a used one cannot go).
 */
export function useInvalidatePositions() {
  const queryClient = useQueryClient();
  return (renamed = false) => {
    const keys = renamed
      ? [
          adminKeys.positions,
          adminKeys.anyPosition,
          adminKeys.supervisors,
          adminKeys.interns,
          adminKeys.applications,
          adminKeys.interviews,
          adminKeys.anyUser,
          adminKeys.pipeline,
        ]
      : [adminKeys.positions];
    return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };
}
