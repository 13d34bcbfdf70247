import { portalOfPath } from 'shared-api/portals';
import { remoteLocations } from './remote-locations';

/**
 * Runs before React and the router load: asks where the portals live and lets the browser fetch
 * the remoteEntry.js of the portal that will draw this page meanwhile, instead of after them.
 * The runtime's own <script> for it then comes from the preload (same URL, no crossorigin).
 */
export function preloadPortalFor(path: string) {
  const name = portalOfPath(path);
  if (!name) return;
  remoteLocations().then(
    (locations) => {
      const href = locations[name];
      // The server's page usually carries this preload already.
      const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]');
      if ([...links].some((link) => link.getAttribute('href') === href)) return;
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = href;
      document.head.appendChild(link);
    },
    // The portal's own load asks again and shows its failure screen.
    () => undefined,
  );
}
