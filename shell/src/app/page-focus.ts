import { focusPageStart, pageHeading } from 'shared-ui/page-header';
import type { router as appRouter } from './router';

/** How long a page that loads its code may take to show its heading; after it, <main> is used. */
const WAIT_MS = 5_000;
/** Frames after which a heading still in place is the new page's (a page reused for new data). */
const SETTLED_FRAMES = 10;

/** The document's title for a page: its heading, then the product's (index.html's) title. */
function titleFor(heading: HTMLElement | null, base: string): string {
  const text = heading?.textContent?.replace(/\s+/g, ' ').trim();
  return text && text !== base ? `${text} – ${base}` : base;
}

/**
 * WCAG 2.4.2 and 2.4.3: after a navigation inside the app the focus moves to the new page's
 * heading, which a screen reader then reads, and the document's title names the page (the first
 * one's too). The focus stays put on the first load (the browser starts at the top, where the
 * skip link is), and when the page or the user has moved it meanwhile. A page that loads its code is waited for, for a while.
 */
export function focusPagesOnNavigation(router: typeof appRouter): void {
  const base = document.title;
  let path = router.state.location.pathname;
  let pending = 0;
  /** Names the page; moves the focus to it unless the page or the user has moved it. */
  const land = (heading: HTMLElement | null, focused: Element | null, move: boolean) => {
    document.title = titleFor(heading, base);
    if (!move) return;
    // The page (an autofocus field) or the user (a Tab while it loaded) has moved the focus
    // into the page. Focus that a closing menu gave back to its button in the top bar is no
    // one's choice: the new page's heading takes it.
    const active = document.activeElement;
    const moved = active && active !== focused && active !== document.body && active.isConnected;
    if (moved && active.closest('main, [role="dialog"]')) return;
    focusPageStart();
  };
  const settle = (
    previous: HTMLElement | null,
    focused: Element | null,
    started: number,
    frames: number,
    move = true,
  ) => {
    const heading = pageHeading();
    const fresh = heading && heading !== previous;
    if (!fresh && performance.now() - started < WAIT_MS) {
      // A heading still in place after a few frames is the new page's (a page reused for new
      // data), or the old page's, left on screen while the new one's code loads: it is named
      // and focused now, and the new one's heading is, if one comes meanwhile.
      if (heading && frames === SETTLED_FRAMES) land(heading, focused, move);
      else if (frames > SETTLED_FRAMES) document.title = titleFor(heading, base);
      const next = heading && frames === SETTLED_FRAMES ? document.activeElement : focused;
      pending = requestAnimationFrame(() => settle(previous, next, started, frames + 1, move));
      return;
    }
    land(heading, focused, move);
  };
  // The first page is named too, but the focus stays where the browser put it.
  pending = requestAnimationFrame(() => settle(null, null, performance.now(), 0, false));
  router.subscribe((state) => {
    if (state.navigation.state !== 'idle') return;
    const next = state.location.pathname;
    if (next === path) return;
    path = next;
    cancelAnimationFrame(pending);
    const previous = pageHeading();
    const focused = document.activeElement;
    pending = requestAnimationFrame(() => settle(previous, focused, performance.now(), 0));
  });
}
