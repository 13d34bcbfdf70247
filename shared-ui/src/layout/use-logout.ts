import { useNavigate } from 'shared-ui/router';
import { useSessionStore } from 'shared-api';

/** Logs out (the session is cleared even if the server call fails), then goes to /login. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const logout = useSessionStore((state) => state.logout);
  return async () => {
    await logout();
    navigate('/login', { replace: true });
  };
}
