/** The element a page starts at: its one h1 in <main>, else <main>, else any h1. */
function pageStart(): HTMLElement | null {
  return (
    document.querySelector<HTMLElement>('main h1') ??
    document.querySelector<HTMLElement>('main') ??
    document.querySelector<HTMLElement>('h1')
  );
}

/**
 * Moves the focus to where the page starts (WCAG 2.4.1 and 2.4.3): the skip link's target and
 * where an in-app navigation lands. A heading is not focusable by Tab, so it gets tabindex=-1:
 * focusable by script only, which leaves the Tab order as it was. Returns the element focused.
 */
export function focusPageStart(): HTMLElement | null {
  const start = pageStart();
  if (!start) return null;
  if (!start.hasAttribute('tabindex')) start.setAttribute('tabindex', '-1');
  start.focus();
  return start;
}

/** The page's heading, if it has one. */
export function pageHeading(): HTMLElement | null {
  return (
    document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1')
  );
}
