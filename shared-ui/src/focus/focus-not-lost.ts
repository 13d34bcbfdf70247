import { useEffect } from 'react';
import { focusPageStart } from './page-focus';

const REGION = 'section, article, form, [role="region"], [role="group"], aside';
const HEADING = ':scope h2, :scope h3, :scope h4, :scope h5, :scope h6';
const ROW = 'td, th, tr, [role="row"], [role="cell"], [role="gridcell"]';
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex="0"]';

/** Marks a focus the watch placed, which a page may still move (focusIsNowhere). */
const RECOVERED = 'data-focus-recovered';

function markRecovered(element: HTMLElement): void {
  element.setAttribute(RECOVERED, '');
  element.addEventListener('blur', () => element.removeAttribute(RECOVERED), { once: true });
}

function recover(element: HTMLElement): void {
  markRecovered(element);
  element.focus();
}

/**
 * True when nobody chose where the focus is: on <body>, or where the watch put it after a loss.
 * A page that knows better (a decided row's next action) moves it then.
 */
export function focusIsNowhere(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || active.hasAttribute(RECOVERED);
}

/**
 * Where the focus goes when `lost` left the page: the next action of its table row (a decision
 * replaced Accept with View Info), else its closest part's heading, else the h1.
 */
function focusNear(lost: Element[]): void {
  const main = document.querySelector('main');
  const kept = lost.find((element) => element.isConnected);
  // The page itself was replaced (a navigation): the router puts the focus on its heading.
  if (!main || !kept || kept === main || !main.contains(kept)) return;
  for (let part: Element | null = kept; part && part !== main; part = part.parentElement) {
    const action = part.matches(ROW) ? part.querySelector<HTMLElement>(FOCUSABLE) : null;
    if (action) {
      recover(action);
      return;
    }
    const heading = part.matches(REGION) ? part.querySelector<HTMLElement>(HEADING) : null;
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      recover(heading);
      return;
    }
  }
  const start = focusPageStart();
  if (start) markRecovered(start);
}

/** How long a page has to place the focus itself before the watch does. */
const PAGE_FIRST_MS = 50;

const disabled = (element: Element) => (element as HTMLButtonElement).disabled === true;

/**
 * WCAG 2.4.3: a control that goes away while it has the focus (Countersign once the week is
 * countersigned; a dialog gives the focus back to it first) would leave the focus on <body>,
 * and the next Tab would start again at the top of the page. Instead the focus moves to the
 * heading of the part of the page the control was in, or to the page's heading. A control
 * disabled while it works (a form's button while it sends, 'Add a photo or file' while the
 * file goes up) loses the focus too: it gets it back once enabled, unless the focus has gone
 * elsewhere meanwhile. Answers the function that stops watching.
 */
export function watchFocusNotLost(): () => void {
  let ancestors: Element[] = [];
  const remember = (event: FocusEvent) => {
    ancestors = [];
    for (let up = event.target as Element | null; up; up = up.parentElement) ancestors.push(up);
  };
  // Left on purpose (a click on the page's background): still there and enabled, so not lost.
  const left = (event: FocusEvent) => {
    const target = event.target as Element;
    queueMicrotask(() => {
      if (ancestors[0] === target && target.isConnected && !disabled(target)) ancestors = [];
    });
  };
  const observer = new MutationObserver(() => {
    const [focused] = ancestors;
    if (!focused) return;
    const active = document.activeElement;
    if (active && active !== document.body) {
      // Moved on by the user or the page (a dialog, a new page): nothing was lost.
      if (!ancestors.includes(active)) ancestors = [];
      return;
    }
    if (focused.isConnected) {
      if (!disabled(focused)) (focused as HTMLElement).focus();
      return;
    }
    const lost = ancestors;
    ancestors = [];
    // A page that puts the focus somewhere itself (its effect runs after this) wins: the watch
    // acts only if the focus is still nowhere a moment later.
    setTimeout(() => {
      if (!document.activeElement || document.activeElement === document.body) focusNear(lost);
    }, PAGE_FIRST_MS);
  });
  document.addEventListener('focusin', remember);
  document.addEventListener('focusout', left);
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['disabled'],
  });
  return () => {
    document.removeEventListener('focusin', remember);
    document.removeEventListener('focusout', left);
    observer.disconnect();
  };
}

/** Watches for the focus being lost (watchFocusNotLost) while the component is mounted. */
export function useFocusNotLost(): void {
  useEffect(() => watchFocusNotLost(), []);
}
