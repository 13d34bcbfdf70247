import { createRoot, hydrateRoot } from 'react-dom/client';
import { preloadLazyPages } from 'shared-ui/feedback';
import { App } from './app/app';
import { loadPortal } from './features/remotes/api/load-portal';
import { portalOfPath } from './features/remotes/api/portal-names';

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

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const render = () => createRoot(container).render(<App />);
if (container.hasAttribute('data-server-rendered')) {
  // Its portal or a page could not load: drawn by the browser, which says so in the page.
  hydrate(container).catch((error: unknown) => (console.error(error), render()));
} else {
  render();
}
