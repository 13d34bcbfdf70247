import { useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '../../../api/query-keys';

/** A connection, renewal or disconnection changes the directories (and, under them, the changes). */
export function useInvalidateDirectories() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminKeys.directories });
}
