import { createRoot, hydrateRoot } from 'react-dom/client';
import { currentLanguage, isLanguage, showLanguage } from 'shared-api';
import { preloadLazyPages } from 'shared-ui/feedback';
import { App } from './app/app';
import { registerSharedCatalogues } from './app/catalogues';
import { settleStoredTheme } from './app/stored-theme';
import { loadPortal, warmPortal } from './features/remotes/api/load-portal';
import { portalOfPath } from 'shared-api/portals';

/**
 * A server-rendered page (the public pages) is hydrated as drawn: its portal and every lazy
 * page the server drew are loaded first, so that none of them suspends (docs/decisions.md,
 * "Server rendering").
 */
async function hydrate(container: HTMLElement) {
  const portal = portalOfPath(location.pathname);
  if (portal) await loadPortal(portal);
  await preloadLazyPages(JSON.parse(document.getElementById('server-rendered-pages')!.textContent));
  hydrateRoot(container, <App />);
}

/**
 * The page's language (its `<html lang>`, which the server chose: the visitor's choice, else
 * their browser's) is on screen before the first render, so no text shows in another first.
 */
async function showPageLanguage(drawn: boolean) {
  const { lang } = document.documentElement;
  const portal = portalOfPath(location.pathname);
  if (drawn && portal && isLanguage(lang) && lang !== 'en') warmPortal(portal, lang);
  try {
    await registerSharedCatalogues();
    if (isLanguage(lang) && lang !== 'en') await showLanguage(lang);
  } catch (error) {
    // Its texts could not be downloaded: the page shows English, and says so.
    document.documentElement.lang = currentLanguage();
    throw error;
  }
}

settleStoredTheme();
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const render = () => createRoot(container).render(<App />);
const drawn = container.hasAttribute('data-server-rendered');
showPageLanguage(drawn)
  .catch((error: unknown) => console.error(error))
  // Its portal or a page could not load: drawn by the browser, which says so in the page.
  .then(() => (drawn ? hydrate(container) : render()))
  .catch((error: unknown) => (console.error(error), render()));
