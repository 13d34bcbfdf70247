import { useQueryClient } from '@tanstack/react-query';
import type { PeopleKey } from '../api/people-queries';
import { adminKeys } from '../api/query-keys';

/** Invalidates the named lists, and the user's own queries when an id is given. */
export function useInvalidatePeople() {
  const queryClient = useQueryClient();
  return (keys: PeopleKey[], userId?: number | string) =>
    Promise.all([
      ...keys.map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
      ...(userId === undefined
        ? []
        : [queryClient.invalidateQueries({ queryKey: adminKeys.user(userId) })]),
    ]);
}
