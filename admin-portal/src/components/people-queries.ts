import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { getInterns, getSupervisors } from 'shared-api';

// The people lists, shared by the supervisors, the interns and the assignment screens. A user's
// own details sit under ['user', id] (shared-ui's profile keys) and positions under
// ['positions'], so every screen that shows one refreshes together.

export const supervisorsQuery = () =>
  queryOptions({ queryKey: ['supervisors'], queryFn: getSupervisors });

export const internsQuery = () => queryOptions({ queryKey: ['interns'], queryFn: getInterns });

export type PeopleKey = 'supervisors' | 'interns' | 'dashboard' | 'positions';

/** Invalidates the named lists, and the user's own queries when an id is given. */
export function useInvalidatePeople() {
  const queryClient = useQueryClient();
  return (keys: PeopleKey[], userId?: number | string) =>
    Promise.all([
      ...keys.map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
      ...(userId === undefined
        ? []
        : [queryClient.invalidateQueries({ queryKey: ['user', String(userId)] })]),
    ]);
}
