import { useQuery } from '@tanstack/react-query';
import { positionsQuery } from 'shared-ui/profile';
import type { FilterOption } from 'shared-ui/table';

/**
 * Every position, as the choices of a server-paged list's filter (one page does not hold every
 * value): by name for the people lists, by id for the applications.
 */
export function usePositionChoices(): { byName: string[]; byId: FilterOption[] } {
  const { data = [] } = useQuery(positionsQuery());
  return {
    byName: data.map((position) => position.Position),
    byId: data.map((position) => ({ value: String(position.id), label: position.Position })),
  };
}
