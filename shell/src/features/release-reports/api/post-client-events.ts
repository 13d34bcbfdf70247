export type ClientEventKind = 'view' | 'error' | 'rejection' | 'chunk' | 'error-screen';

/** One event of POST /api/ClientEvents. */
export interface ClientEvent {
  Package: string;
  Release: string;
  Kind: ClientEventKind;
  Message?: string;
  Path: string;
}

export const CLIENT_EVENTS_URL = '/api/ClientEvents';

/**
 * Sends a batch (1 to 20 events) with the page's token, and resolves with the packages the server
 * says were rolled back. Not through the session's client: no session is needed, and a refusal is
 * never shown (any failure resolves with none).
 */
export function postClientEvents(events: ClientEvent[], page?: string): Promise<string[]> {
  return fetch(CLIENT_EVENTS_URL, {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ Page: page, Events: events }),
  })
    .then((response) => (response.ok ? response.json() : {}))
    .then(({ RolledBack }: { RolledBack?: string[] }) => RolledBack ?? [])
    .catch(() => []);
}
