import type { ApiFailure } from 'shared-api';

/** A link used, expired (410) or unknown (404): the server's message is the page's answer. */
export function linkRefusal(failure: ApiFailure): string | null {
  return failure.status === 410 || failure.status === 404 ? failure.serverMessage : null;
}
