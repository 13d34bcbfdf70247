import { useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../api/query-keys';

/** A promotion or a rollback changes the releases list only. */
export function useInvalidateReleases() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminKeys.releases });
}
