import { useEffect } from 'react';

/** The fixed top bar's height (56 px on phones, 64 px wider) and a margin of 8 px. */
const TOP_BAR_CLEARANCE = '72px';

/**
 * The dashboards' top bar is fixed over the page: when Tab moves the focus to a control below
 * it and the browser scrolls the control into view, it would stop with the control under the
 * bar (WCAG 2.4.11 Focus not obscured). The page's scroll padding keeps such a scroll clear of
 * the bar, while the bar is drawn; an in-page link's target and scrollIntoView's stay in sight
 * too. (A style on <html> rather than MUI's GlobalStyles: no MUI module the shell lacks.)
 */
export function useFocusClearOfTopBar(): void {
  useEffect(() => {
    const root = document.documentElement;
    root.style.scrollPaddingTop = TOP_BAR_CLEARANCE;
    return () => {
      root.style.scrollPaddingTop = '';
    };
  }, []);
}
