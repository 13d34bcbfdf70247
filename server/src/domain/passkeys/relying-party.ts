import type { Config } from '../../config';

/**
 * Who the passkeys belong to: the site at PUBLIC_URL. A passkey is bound to its host name (the
 * relying party id) and is offered only to pages of that origin, so PUBLIC_URL must be the
 * address users type: http://localhost:3000 under `npm start`, the https address behind nginx.
 */
export function relyingParty(config: Config) {
  const url = new URL(config.PUBLIC_URL);
  return { rpID: url.hostname, origin: url.origin, rpName: 'Internship Programme' };
}

/** The challenge a browser's answer signed, read from its client data (base64url JSON). */
export function answeredChallenge(clientDataJSON: string): string {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as unknown;
    const challenge = (data as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' ? challenge : '';
  } catch {
    return '';
  }
}
