import { useColorScheme } from '@mui/material/styles';
import { useEffect, useRef } from 'react';
import { useSessionStore } from 'shared-api';

/**
 * A login's answer carries the account's theme (issue 67): the screen takes it at once, as
 * chosen on another browser. The browser keeps it from then on (MUI's localStorage item, and
 * the cookie the server draws the next pages with). Draws nothing.
 */
export function AccountTheme() {
  const theme = useSessionStore((state) => state.user_info?.Theme);
  const { setMode } = useColorScheme();
  // Once per login's answer: a choice made after it, in the user menu, stays.
  const applied = useRef<typeof theme>(undefined);
  useEffect(() => {
    if (!theme || applied.current === theme) return;
    applied.current = theme;
    setMode(theme);
  }, [theme, setMode]);
  return null;
}
