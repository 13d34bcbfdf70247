import { useSessionStore } from 'shared-api';

/** The signed-in intern's id (the session knows only the name and the id). */
export function useCurrentUserId(): number | undefined {
  return useSessionStore((state) => state.user_info?.user_id);
}
