import { CLIENT_EVENTS_URL, type ClientEvent } from './post-client-events';

/** A batch sent as the page goes away: the browser delivers it after the page is gone. */
export function beaconClientEvents(events: ClientEvent[], page?: string): void {
  navigator.sendBeacon?.(
    CLIENT_EVENTS_URL,
    new Blob([JSON.stringify({ Page: page, Events: events })], { type: 'application/json' }),
  );
}
