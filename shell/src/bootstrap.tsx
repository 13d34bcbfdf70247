import { createRoot, hydrateRoot } from 'react-dom/client';
import { preloadLazyPages } from 'shared-ui/feedback';
import { App } from './app/app';
import { loadPortal } from './features/remotes/api/load-portal';
import { portalOfPath } from './features/remotes/api/portal-names';

/**
 * A server-rendered page (the public pages) is hydrated in one pass: the code of every page
 * the server drew is loaded first, so no part of it stays server markup while another part
 * reacts, and what a visitor typed meanwhile is put back in one place (app.tsx).
 */
async function hydrate(container: HTMLElement) {
  const portal = portalOfPath(window.location.pathname);
  if (portal) await loadPortal(portal);
  const names = document.getElementById('server-rendered-pages')?.textContent ?? '[]';
  await preloadLazyPages(JSON.parse(names) as string[]);
  hydrateRoot(container, <App />);
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
if (container.hasAttribute('data-server-rendered')) {
  hydrate(container).catch((error: unknown) => {
    // Its portal or a page could not load: drawn by the browser, which says so in the page.
    console.error(error);
    createRoot(container).render(<App />);
  });
} else {
  createRoot(container).render(<App />);
}
