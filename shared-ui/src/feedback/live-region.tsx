import Box from '@mui/material/Box';
import { create } from 'zustand';
import { visuallyHidden } from './loading-screen';

interface Announcement {
  polite: string;
  assertive: string;
}

/** What the live regions say now; shared-ui is a federated singleton, so one for the app. */
const useAnnouncements = create<Announcement>()(() => ({ polite: '', assertive: '' }));

/**
 * Says `text` to a screen reader without moving the focus (WCAG 4.1.3): a toast, 'Waiting to
 * send', an upload's progress. An error interrupts (assertive); the rest waits its turn.
 * The text is translated by the caller. The same text twice is said twice.
 */
export function announce(text: string, assertive = false): void {
  const key = assertive ? 'assertive' : 'polite';
  // Emptied first, so that a repeated text is a change the screen reader reads again.
  useAnnouncements.setState({ [key]: '' });
  queueMicrotask(() => useAnnouncements.setState({ [key]: text }));
}

/**
 * The two live regions, always in the page (a region added with its text is often not read).
 * Drawn once, by NotificationHost. No role: a page's own status or alert stays the only one.
 */
export function LiveRegion() {
  const { polite, assertive } = useAnnouncements();
  return (
    <>
      <Box aria-live="polite" aria-atomic="true" sx={visuallyHidden}>
        {polite}
      </Box>
      <Box aria-live="assertive" aria-atomic="true" sx={visuallyHidden}>
        {assertive}
      </Box>
    </>
  );
}
