// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the libraries' ambient types must go with this file into every project that compiles it (the contract tests too)
/// <reference path="./libraries.d.ts" />
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import { decodeList } from '@digitalbazaar/vc-bitstring-status-list';
import * as vc from '@digitalbazaar/vc';
import type { Config } from '../../config';
import type { DbOrTrx } from '../../db/database';
import type { Texts } from '../../lib/texts';
import { BUNDLED_CONTEXTS, documentLoader } from './document-loader';
import * as repository from './credentials.repository';
import { knownIssuers } from './signing-keys';

/** The largest credential the checker reads (the issued ones are a few kB). */
export const MAX_CREDENTIAL_BYTES = 1024 * 1024;
/** The deepest nesting it reads: an issued credential nests 6 levels. */
export const MAX_DEPTH = 32;
/**
 * The most objects it reads: an issued credential holds about 30, and each object costs the
 * proof's canonicalisation some milliseconds (a 1 MB credential of small objects took a minute).
 */
export const MAX_OBJECTS = 100;
/** The most values (items of its objects and arrays) it reads: an issued one holds about 150. */
export const MAX_VALUES = 1000;

export type CheckResult = 'valid' | 'revoked' | 'tampered' | 'unknown-issuer';
export interface CheckAnswer {
  Result: CheckResult;
  message: string;
  Checks: { Check: string; Passed: boolean }[];
  Subject: { Name: string; Achievement: string; Issuer: string; IssuedOn: string } | null;
}
/** A 200 with the answer, or a refusal (413, 422) with its reason. */
export type CheckOutcome =
  { status: 200; body: CheckAnswer } | { status: 413 | 422; body: { message: string } };

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value.slice(0, 500) : '');
const typesOf = (value: unknown) =>
  Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];

/**
 * How deep the JSON text nests and how many objects it holds, read without parsing (so a deep
 * one costs no stack): brackets outside strings; stops as soon as either passes its limit.
 */
export function jsonShape(
  json: string,
  limits = { depth: MAX_DEPTH, objects: MAX_OBJECTS, values: MAX_VALUES },
) {
  let depth = 0;
  let deepest = 0;
  let objects = 0;
  let values = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const c = json.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // a backslash escapes the next character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      depth++;
      if (c === 123) objects++;
      if (depth > deepest) deepest = depth;
      if (deepest > limits.depth || objects > limits.objects) break;
    } else if (c === 125 || c === 93) depth--;
    else if (c === 44 && ++values > limits.values) break;
  }
  return { depth: deepest, objects, values };
}

/** The leaves of `a` and `b` that differ, as dotted paths (the proof left out), at most `max`. */
function changedFields(a: unknown, b: unknown, max = 5, path = ''): string[] {
  if (isObject(a) && isObject(b)) {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter(
      (key) => !(path === '' && key === 'proof'),
    );
    return keys
      .flatMap((key) => changedFields(a[key], b[key], max, path ? `${path}.${key}` : key))
      .slice(0, max);
  }
  if (Array.isArray(a) && Array.isArray(b) && a.length === b.length) {
    return a.flatMap((item, i) => changedFields(item, b[i], max, `${path}[${i}]`)).slice(0, max);
  }
  return JSON.stringify(a) === JSON.stringify(b) ? [] : [path || '(the whole credential)'];
}

const OUR_STATUS_LIST = (config: Config) =>
  new RegExp(
    `^${config.PUBLIC_URL.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/credentials/status/(\\d{1,9})$`,
  );

/**
 * Checks a credential given as JSON text (docs/credentials.md, "The checker"): its size and
 * nesting, that it is a credential in vocabularies the server holds, that this firm's key issued
 * it, that its Data Integrity proof matches its content (eddsa-rdfc-2022, by the libraries), and
 * its revocation bit, read from this server's own status list in the database. It fetches no
 * URL: contexts are bundled, did:key is read from its name, and a status list elsewhere is
 * refused. Said in `texts`' language.
 */
export async function checkCredential(
  db: DbOrTrx,
  config: Config,
  json: string,
  { t }: Texts,
): Promise<CheckOutcome> {
  const refuse = (status: 413 | 422, message: string): CheckOutcome => ({
    status,
    body: { message },
  });
  if (Buffer.byteLength(json, 'utf8') > MAX_CREDENTIAL_BYTES) {
    return refuse(413, t('The credential is larger than 1 MB, so it is not checked.'));
  }
  const shape = jsonShape(json);
  if (shape.depth > MAX_DEPTH) {
    return refuse(
      422,
      t('The credential nests more than {max} levels deep, so it is not checked.', {
        max: MAX_DEPTH,
      }),
    );
  }
  if (shape.objects > MAX_OBJECTS || shape.values > MAX_VALUES) {
    return refuse(
      422,
      t(
        'The credential holds more than {max} objects or {values} values (an issued one holds about 30 and 150), so it is not checked.',
        { max: MAX_OBJECTS, values: MAX_VALUES },
      ),
    );
  }
  let credential: unknown;
  try {
    credential = JSON.parse(json);
  } catch {
    return refuse(422, t('This is not JSON: a credential is a JSON file (.json).'));
  }
  const missing = !isObject(credential)
    ? 'credential'
    : !typesOf(credential.type).includes('VerifiableCredential')
      ? 'type'
      : !Array.isArray(credential['@context'])
        ? '@context'
        : !isObject(credential.credentialSubject)
          ? 'credentialSubject'
          : !(typeof credential.issuer === 'string' || isObject(credential.issuer))
            ? 'issuer'
            : !(isObject(credential.proof) || Array.isArray(credential.proof))
              ? 'proof'
              : null;
  if (missing || !isObject(credential)) {
    return refuse(
      422,
      t('This JSON is not a verifiable credential: its “{field}” is missing.', {
        field: missing ?? 'credential',
      }),
    );
  }
  // Each proof costs a canonicalisation of the whole credential: an issued one carries one.
  const proofs = Array.isArray(credential.proof) ? credential.proof.length : 1;
  if (proofs !== 1) {
    return refuse(
      422,
      t('The credential carries {count} proofs; the checker reads credentials with exactly one.', {
        count: proofs,
      }),
    );
  }
  const unknownContext = (credential['@context'] as unknown[]).find(
    (context) => typeof context !== 'string' || !BUNDLED_CONTEXTS.has(context),
  );
  if (unknownContext !== undefined) {
    const named = typeof unknownContext === 'string' ? unknownContext.slice(0, 200) : '{…}';
    return refuse(
      422,
      t(
        'The credential uses a vocabulary this checker does not hold ({context}). It fetches nothing, so it cannot check it.',
        { context: named },
      ),
    );
  }
  const checks: CheckAnswer['Checks'] = [
    { Check: t('Read as a credential'), Passed: true },
    { Check: t('Only known vocabularies (nothing fetched)'), Passed: true },
  ];
  const issuer = credential.issuer as Json | string;
  const issuerId = typeof issuer === 'string' ? issuer : text(issuer.id);
  const subject = credential.credentialSubject as Json;
  const achievement = isObject(subject.achievement) ? subject.achievement : {};
  const issuerName = (typeof issuer === 'string' ? '' : text(issuer.name)) || issuerId;
  const Subject = {
    Name: text(subject.name),
    Achievement: text(achievement.name) || text(credential.name),
    Issuer: issuerName,
    IssuedOn: text(credential.validFrom).slice(0, 10),
  };
  const answer = (Result: CheckResult, message: string): CheckOutcome => ({
    status: 200,
    body: { Result, message, Checks: checks, Subject },
  });
  const proofHolds = async () => {
    const result = await vc.verifyCredential({
      credential,
      suite: new DataIntegrityProof({ cryptosuite }),
      documentLoader,
      // The status is read below, from this server's own list (never fetched).
      checkStatus: async () => ({ verified: true }),
    });
    return result.verified;
  };

  const known = (await knownIssuers(db)).some((key) => key.did === issuerId);
  checks.push({ Check: t('Issued by this firm'), Passed: known });
  if (!known) {
    checks.push({ Check: t('Signature matches the content'), Passed: await proofHolds() });
    return answer(
      'unknown-issuer',
      t('This credential was not issued by this firm: its issuer is not one of this firm’s keys.'),
    );
  }

  const status = credential.credentialStatus;
  const statusUrl = isObject(status) ? text(status.statusListCredential) : '';
  const listId = OUR_STATUS_LIST(config).exec(statusUrl)?.[1];
  if (!isObject(status) || status.type !== 'BitstringStatusListEntry' || !listId) {
    return refuse(
      422,
      t(
        'The credential’s status list is not on this server ({url}). It fetches nothing, so it cannot check it.',
        { url: statusUrl.slice(0, 200) || '—' },
      ),
    );
  }

  const holds = await proofHolds();
  checks.push({ Check: t('Signature matches the content'), Passed: holds });
  if (!holds) {
    const stored = await repository.findCredential(
      db,
      text(credential.id).replace(`${config.PUBLIC_URL}/credentials/`, '').slice(0, 64),
    );
    const fields = stored?.document ? changedFields(JSON.parse(stored.document), credential) : [];
    const what =
      fields.length > 0
        ? t('the signature does not match the content. Changed since it was issued: {fields}.', {
            fields: fields.join(', '),
          })
        : stored?.document
          ? t('the content is as issued, but the signature is not the one this firm made.')
          : t('the signature does not match the content.');
    return answer(
      'tampered',
      t('This credential has been changed since it was signed: {what}', { what }),
    );
  }

  checks.push({ Check: t('Status list on this server'), Passed: true });
  const list = await repository.findList(db, Number(listId));
  const index = Number.parseInt(text(status.statusListIndex), 10);
  let revoked = true;
  if (list?.signed && Number.isInteger(index) && index >= 0 && index < list.length) {
    const signed = JSON.parse(list.signed) as { credentialSubject: { encodedList: string } };
    revoked = (await decodeList(signed.credentialSubject)).getStatus(index);
  }
  checks.push({ Check: t('Not revoked'), Passed: !revoked });
  return revoked
    ? answer(
        'revoked',
        t('This credential was issued by {firm} but has been revoked.', { firm: issuerName }),
      )
    : answer(
        'valid',
        t('This credential is genuine: {firm} issued it and it has not been revoked.', {
          firm: issuerName,
        }),
      );
}
