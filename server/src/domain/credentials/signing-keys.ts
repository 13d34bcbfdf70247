import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import * as vc from '@digitalbazaar/vc';
import type { Config } from '../../config';
import type { Db, DbOrTrx } from '../../db/database';
import { seal, unseal } from '../../lib/sealed-secrets';
import { isoNow } from '../../lib/time';
import { documentLoader } from './document-loader';
import * as repository from './credentials.repository';

/** The issuer a key signs as: `did:key`, its public key in its name, checkable offline. */
export const didOf = (publicKey: string) => `did:key:${publicKey}`;

/** A sealed secret key opens only as its own key's: one key's seal does not open as another's. */
const sealContext = (publicKey: string) => `credential key ${publicKey}`;

type KeyRow = { id: number; public_key: string; secret_key: string };
export interface SigningKey {
  id: number;
  did: string;
  sign<T extends object>(document: T): Promise<T & { proof: object }>;
}

const opened = new Map<string, Promise<Ed25519Multikey.Ed25519KeyPair>>();

/** The key pair of a row, its secret unsealed with SECRETS_KEY (kept open per process). */
function signingKey(config: Config, row: KeyRow): SigningKey {
  const did = didOf(row.public_key);
  const cacheKey = `${row.public_key} ${row.secret_key}`;
  let keyPair = opened.get(cacheKey);
  if (!keyPair) {
    keyPair = Ed25519Multikey.from({
      id: `${did}#${row.public_key}`,
      controller: did,
      publicKeyMultibase: row.public_key,
      secretKeyMultibase: unseal(config.secretsKey, row.secret_key, sealContext(row.public_key)),
    });
    opened.set(cacheKey, keyPair);
    // A failed open is not kept: the next call says why again.
    keyPair.catch(() => opened.delete(cacheKey));
  }
  const pair = keyPair;
  return {
    id: row.id,
    did,
    // Data Integrity eddsa-rdfc-2022 by Digital Bazaar's libraries: RDF canonicalisation and
    // the Ed25519 signature are theirs, with only the bundled contexts to read.
    async sign(document) {
      const suite = new DataIntegrityProof({ signer: (await pair).signer(), cryptosuite });
      return (await vc.issue({ credential: document, suite, documentLoader })) as never;
    },
  };
}

async function newKeyRow(config: Config) {
  const pair = await Ed25519Multikey.generate();
  const exported = await pair.export({ publicKey: true, secretKey: true });
  const publicKey = exported.publicKeyMultibase;
  return {
    public_key: publicKey,
    secret_key: seal(config.secretsKey, exported.secretKeyMultibase!, sealContext(publicKey)),
    created_at: isoNow(),
  };
}

/**
 * The key that signs new credentials, made on first use (docs/credentials.md): two instances
 * making it at once keep one (the unique `current`), as app_secrets does.
 */
export async function currentSigningKey(db: DbOrTrx, config: Config): Promise<SigningKey> {
  const row = await repository.findCurrentKey(db);
  if (row) return signingKey(config, row);
  await repository.insertCurrentKey(db, await newKeyRow(config));
  return signingKey(config, (await repository.findCurrentKey(db))!);
}

/** The key of id `id`, current or retired: a retired key still signs its own status lists. */
export async function signingKeyOf(db: DbOrTrx, config: Config, id: number) {
  return signingKey(config, await repository.findKey(db, id));
}

/**
 * Rotation: the current key is retired (it signs no new credential) and a new one made. What the
 * retired key signed still verifies: its did:key carries its public key, and the checker knows
 * every key this firm has had.
 */
export async function rotateSigningKey(db: Db, config: Config) {
  const row = await newKeyRow(config);
  await db.transaction().execute(async (trx) => {
    await repository.retireCurrentKey(trx, isoNow());
    await repository.insertCurrentKey(trx, row);
  });
  return didOf(row.public_key);
}

/** The issuers this firm has been: each key's did:key, oldest first. */
export async function knownIssuers(db: DbOrTrx) {
  const keys = await repository.listPublicKeys(db);
  return keys.map((key) => ({ did: didOf(key.public_key), retiredAt: key.retired_at }));
}
