import { useSessionStore } from './session-store';

/** The signed-in user's id, or undefined when nobody is signed in (the session keeps Name and id). */
export function useCurrentUserId(): number | undefined {
  return useSessionStore((state) => state.user_info?.user_id);
}
