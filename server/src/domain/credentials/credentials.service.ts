import crypto from 'node:crypto';
import { createCredential, createList } from '@digitalbazaar/vc-bitstring-status-list';
import type { Config } from '../../config';
import type { DbOrTrx } from '../../db/database';
import { notFound } from '../../lib/errors';
import { m, type Texts } from '../../lib/texts';
import { isoNow } from '../../lib/time';
import { achievementCredential, type LetterFacts } from './achievement-credential';
import * as repository from './credentials.repository';
import { currentSigningKey, signingKeyOf, type SigningKey } from './signing-keys';

/**
 * Places in a status list: the Bitstring Status List's minimum (16 kB of bits, a few hundred bytes
 * gzipped while mostly zero), so one credential's place tells a reader of the list little.
 */
export const STATUS_LIST_LENGTH = 131072;

export const credentialUrl = (config: Config, id: string) =>
  `${config.PUBLIC_URL}/credentials/${id}`;
export const statusListUrl = (config: Config, listId: number) =>
  `${config.PUBLIC_URL}/credentials/status/${listId}`;

const seconds = (iso: string) => `${iso.slice(0, 19)}Z`;

/** The list's BitstringStatusListCredential with its revoked places set, signed by its key. */
async function signedList(
  config: Config,
  key: SigningKey,
  listId: number,
  revoked: number[],
  at: string,
) {
  const list = await createList({ length: STATUS_LIST_LENGTH });
  for (const index of revoked) list.setStatus(index, true);
  const unsigned = await createCredential({
    id: statusListUrl(config, listId),
    list,
    statusPurpose: 'revocation',
  });
  const signed = await key.sign({ ...unsigned, issuer: key.did, validFrom: seconds(at) });
  return JSON.stringify(signed);
}

/** A place in the current key's open list (a new list when it has none with room). */
async function takePlace(trx: DbOrTrx, config: Config, key: SigningKey) {
  const open = await repository.findOpenList(trx, key.id);
  const index = open && (await repository.takeIndex(trx, open.id));
  if (open && index !== undefined) return { listId: open.id, index };
  const at = isoNow();
  // The list's id names its URL, which its signed copy carries: signed once the id is known.
  const listId = await repository.insertList(trx, {
    key_id: key.id,
    length: STATUS_LIST_LENGTH,
    signed: '',
    updated_at: at,
  });
  await repository.storeSignedList(trx, listId, await signedList(config, key, listId, [], at), at);
  return { listId, index: (await repository.takeIndex(trx, listId))! };
}

/**
 * Issues a letter's credential within the letter's transaction (docs/credentials.md): signed
 * by the current key, with a place of its own in that key's revocation list.
 */
export async function issueCredential(
  trx: DbOrTrx,
  config: Config,
  facts: LetterFacts,
  texts: Texts,
) {
  const key = await currentSigningKey(trx, config);
  const { listId, index } = await takePlace(trx, config, key);
  const id = crypto.randomUUID();
  const issuedAt = isoNow();
  const unsigned = achievementCredential(
    facts,
    {
      id: credentialUrl(config, id),
      issuer: key.did,
      publicUrl: config.PUBLIC_URL,
      statusListUrl: statusListUrl(config, listId),
      statusIndex: index,
      issuedAt: seconds(issuedAt),
      zone: config.APP_TIMEZONE,
    },
    texts,
  );
  const { proof, ...signedContent } = await key.sign(unsigned);
  // A set of one proof: the same graph to a checker, and the form 1EdTech's schema requires.
  const signed = { ...signedContent, proof: [proof] };
  await repository.insertCredential(trx, {
    id,
    letter_id: facts.letterId,
    status_list_id: listId,
    status_index: index,
    key_id: key.id,
    document: JSON.stringify(signed),
    issued_at: issuedAt,
  });
  return id;
}

/**
 * Within the letter's revocation: its credential's bit is set and the list signed again, so the
 * next read of the list (cached a minute at most) says revoked. Nothing for a letter without one.
 */
export async function revokeCredential(trx: DbOrTrx, config: Config, letterId: number) {
  const at = isoNow();
  const listId = await repository.revokeCredentialOf(trx, letterId, at);
  if (listId === undefined) return;
  const list = (await repository.findList(trx, listId))!;
  const key = await signingKeyOf(trx, config, list.key_id);
  const revoked = await repository.listRevokedIndexes(trx, listId);
  await repository.storeSignedList(
    trx,
    listId,
    await signedList(config, key, listId, revoked, at),
    at,
  );
}

/** What GET /api/Letter/mine says of the letter's credential; null for a letter without one. */
export async function credentialLink(db: DbOrTrx, letterId: number) {
  const row = await repository.findCredentialOfLetter(db, letterId);
  if (!row?.document) return null;
  const document = JSON.parse(row.document) as {
    id: string;
    name: string;
    issuer: { name: string };
    validFrom: string;
  };
  return {
    Id: document.id,
    Name: document.name,
    Organisation: document.issuer.name,
    IssuedOn: document.validFrom.slice(0, 10),
  };
}

/** The signed credential of a letter, for its intern's download. */
export async function letterCredential(db: DbOrTrx, letterId: number) {
  const row = await repository.findCredentialOfLetter(db, letterId);
  if (!row?.document) throw notFound(m('This letter has no credential.'));
  return { code: row.code, document: row.document };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A credential by its id (the UUID in its URL), with its letter's code; null for none. */
export async function findCredential(db: DbOrTrx, id: string) {
  if (!UUID.test(id)) return null;
  return (await repository.findCredential(db, id)) ?? null;
}

/** The signed status list `listId` as stored (JSON text); null for none. */
export async function statusList(db: DbOrTrx, listId: number) {
  const list = await repository.findList(db, listId);
  return list?.signed || null;
}
