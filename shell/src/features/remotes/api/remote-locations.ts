import type { PortalName } from '../../../lib/portal-names';

export type RemoteLocations = Record<PortalName, string>;

let locations: Promise<RemoteLocations> | null = null;

/** The server inlines them into the page (saving a round trip); the dev server does not. */
function inlined(): RemoteLocations | null {
  const element = document.getElementById('remote-locations');
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as RemoteLocations;
  } catch {
    return null;
  }
}

/**
 * Where the portals live, read from the server (REMOTE_*_URL there) once per page load, or again
 * when `refresh` asks for it, so a redeployed or moved portal needs no shell rebuild.
 */
export function remoteLocations(refresh = false): Promise<RemoteLocations> {
  if (locations && !refresh) return locations;
  const known = refresh ? null : inlined();
  if (known) return (locations = Promise.resolve(known));
  const attempt = fetch('/remotes.json', { cache: 'no-cache' }).then((response) => {
    if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
    return response.json() as Promise<RemoteLocations>;
  });
  locations = attempt;
  attempt.catch(() => {
    if (locations === attempt) locations = null;
  });
  return attempt;
}
