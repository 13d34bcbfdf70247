import Ajv2019 from 'ajv/dist/2019';
import addFormats from 'ajv-formats';
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import * as vc from '@digitalbazaar/vc';
import schema from './fixtures/ob_v3p0_achievementcredential_schema.json';
import { insertIntake } from '../src/domain/intakes/intakes.repository';
import { documentLoader, RefusedDocument } from '../src/domain/credentials/document-loader';
import {
  currentSigningKey,
  knownIssuers,
  rotateSigningKey,
} from '../src/domain/credentials/signing-keys';
import { eraseUser } from '../src/domain/personal-data/erasure.service';
import { createUser, loginAdmin } from './helpers/fixtures';
import { independentChecker, statusBit } from './helpers/credential-checker';
import { evaluate, joinIntake } from './helpers/internship';
import { ADMIN, useTestApp } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-db';

type Person = Awaited<ReturnType<typeof createUser>>;
type Credential = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describeEachDatabase('completion letters as Open Badges 3.0 credentials', (dialect) => {
  const ctx = useTestApp(dialect, { FIRM_NAME: 'Acme Kenya Ltd' });
  let admin: Record<string, string>;
  let supervisor: Person;
  beforeAll(async () => {
    admin = await loginAdmin(ctx);
    supervisor = await createUser(ctx, 'SUP');
  });

  const inject = (method: 'GET' | 'POST', url: string, headers?: object, payload?: object) =>
    ctx.app.inject({ method, url, headers: headers as Record<string, string>, payload });
  /** The status list as a checker elsewhere would GET it. */
  const fetchList = async (url: string) => {
    const res = await inject('GET', new URL(url).pathname);
    expect(res.statusCode).toBe(200);
    return res.json() as Credential;
  };
  const check = independentChecker(fetchList);
  const verify = async (credential: unknown) => {
    const Credential = typeof credential === 'string' ? credential : JSON.stringify(credential);
    return inject('POST', '/api/Credential/verify', {}, { Credential });
  };

  /** An intern of an ended intake with a submitted evaluation, and their letter issued. */
  async function issuedIntern(intake = `June 2026 intake ${dialect} ${Math.random()}`) {
    const intern = await createUser(ctx, 'INT');
    const intakeId = await insertIntake(ctx.app.db, {
      name: intake,
      applications_open_on: '2026-01-01',
      applications_close_on: '2026-01-31',
      starts_on: '2026-02-01',
      ends_on: '2026-04-30',
    });
    await joinIntake(ctx, intern, intakeId);
    await evaluate(ctx, intern, supervisor);
    const res = await inject('POST', `/api/Letter/${intern.id}`, admin);
    expect(res.statusCode).toBe(201);
    const { name, position } = await ctx.app.db
      .selectFrom('users as u')
      .innerJoin('positions as p', 'p.id', 'u.position_id')
      .select(['u.name', 'p.name as position'])
      .where('u.id', '=', intern.id)
      .executeTakeFirstOrThrow();
    return {
      intern: { ...intern, name, achievement: `Internship: ${position}` },
      letterId: res.json().id as number,
      code: res.json().Code as string,
    };
  }
  async function download(intern: { headers: Record<string, string> }) {
    const res = await inject('GET', '/api/Letter/mine/credential', intern.headers);
    expect(res.statusCode).toBe(200);
    return { res, credential: res.json() as Credential };
  }

  it('issues a signed credential with the letter, which an independent checker accepts', async () => {
    const { intern, code } = await issuedIntern('June 2026 intake');
    const { res, credential } = await download(intern);
    expect(res.headers['content-type']).toMatch(/^application\/ld\+json/);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="credential-${code}.json"`,
    );
    expect(credential).toMatchObject({
      '@context': [
        'https://www.w3.org/ns/credentials/v2',
        'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json',
      ],
      id: expect.stringMatching(/^http:\/\/app\.test\/credentials\/[0-9a-f-]{36}$/),
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      name: intern.achievement,
      issuer: {
        id: expect.stringMatching(/^did:key:z6Mk/),
        type: ['Profile'],
        name: 'Acme Kenya Ltd',
        url: 'http://app.test',
      },
      credentialSubject: {
        type: ['AchievementSubject'],
        name: intern.name,
        term: 'June 2026 intake',
        achievement: { type: ['Achievement'], name: intern.achievement },
        // The evaluation's six criteria (4, 5, 3, 4, 5, 4) averaged.
        result: [{ type: ['Result'], value: '4.2' }],
      },
      evidence: [{ id: `http://app.test/verify/${code}`, type: ['Evidence'] }],
      credentialStatus: {
        type: 'BitstringStatusListEntry',
        statusPurpose: 'revocation',
        statusListCredential: expect.stringMatching(
          /^http:\/\/app\.test\/credentials\/status\/\d+$/,
        ),
      },
      proof: [{ type: 'DataIntegrityProof', cryptosuite: 'eddsa-rdfc-2022' }],
    });
    // The e-mail only hashed, with its salt.
    expect(JSON.stringify(credential)).not.toContain(intern.email);
    const [email] = credential.credentialSubject.identifier;
    expect(email).toMatchObject({ identityType: 'emailAddress', hashed: true });
    const { createHash } = await import('node:crypto');
    expect(email.identityHash).toBe(
      `sha256$${createHash('sha256').update(`${intern.email}${email.salt}`).digest('hex')}`,
    );

    const result = await check(credential);
    expect(result.error).toBeUndefined();
    expect(result.verified).toBe(true);
    expect(result.statusResult.results[0].status).toBe(false);

    const mine = await inject('GET', '/api/Letter/mine', intern.headers);
    expect(mine.json().Letter.Credential).toEqual({
      Id: credential.id,
      Name: intern.achievement,
      Organisation: 'Acme Kenya Ltd',
      IssuedOn: credential.validFrom.slice(0, 10),
    });
  });

  it("validates against 1EdTech's JSON Schema for AchievementCredential", async () => {
    const { intern } = await issuedIntern();
    const { credential } = await download(intern);
    const ajv = new Ajv2019({ strict: false, allErrors: true });
    addFormats(ajv);
    const validate = ajv.compile(schema);
    expect(validate(credential) ? [] : validate.errors).toEqual([]);
  });

  it('fails the independent check when one character of the name changes', async () => {
    const { intern } = await issuedIntern();
    const { credential } = await download(intern);
    const changed = structuredClone(credential);
    changed.credentialSubject.name = `${credential.credentialSubject.name.slice(0, -1)}x`;
    expect((await check(changed)).verified).toBe(false);
  });

  it('revoking the letter sets its bit in the signed status list, cached a minute at most', async () => {
    const { intern, letterId } = await issuedIntern();
    const { credential } = await download(intern);
    const { statusListCredential, statusListIndex } = credential.credentialStatus;
    const listPath = new URL(statusListCredential).pathname;
    const before = await inject('GET', listPath);
    expect(before.headers['cache-control']).toBe('public, max-age=60');
    expect(statusBit(before.json().credentialSubject.encodedList, Number(statusListIndex))).toBe(0);

    const revoke = await inject('POST', `/api/Letter/${letterId}/revoke`, admin, {
      Reason: 'Typo',
    });
    expect(revoke.statusCode).toBe(200);
    const after = await fetchList(statusListCredential);
    expect(statusBit(after.credentialSubject.encodedList, Number(statusListIndex))).toBe(1);
    // The list is still signed by the issuer, and the checker now reads the bit as revoked.
    const result = await check(credential);
    expect(result.statusResult.verified).toBe(true);
    expect(result.statusResult.results[0].status).toBe(true);

    const answer = await verify(credential);
    expect(answer.json()).toMatchObject({
      Result: 'revoked',
      message: 'This credential was issued by Acme Kenya Ltd but has been revoked.',
    });
    expect(answer.json().Checks.at(-1)).toEqual({ Check: 'Not revoked', Passed: false });

    // Reissuing makes a new credential, with its own place, valid.
    const reissue = await inject('POST', `/api/Letter/${intern.id}`, admin);
    expect(reissue.statusCode).toBe(201);
    const { credential: second } = await download(intern);
    expect(second.id).not.toBe(credential.id);
    expect(second.credentialStatus.id).not.toBe(credential.credentialStatus.id);
    expect((await verify(second)).json().Result).toBe('valid');
  });

  it('answers its URL with JSON-LD to a machine and the verification page to a browser', async () => {
    const { intern, code } = await issuedIntern();
    const { credential } = await download(intern);
    const path = new URL(credential.id).pathname;
    for (const accept of [
      'application/ld+json',
      'application/vc+ld+json',
      'application/json',
      '',
    ]) {
      const res = await inject('GET', path, accept ? { accept } : {});
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(credential);
    }
    const browser = await inject('GET', path, {
      accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    });
    expect(browser.statusCode).toBe(303);
    expect(browser.headers.location).toBe(`/verify/${code}`);
    expect(
      (await inject('GET', '/credentials/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    expect((await inject('GET', '/credentials/not-a-uuid')).statusCode).toBe(404);
    expect((await inject('GET', '/credentials/status/999999')).statusCode).toBe(404);
  });

  it('says valid, with what it checked, for a credential as issued', async () => {
    const { intern } = await issuedIntern();
    const { credential } = await download(intern);
    const res = await verify(credential);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      Result: 'valid',
      message: 'This credential is genuine: Acme Kenya Ltd issued it and it has not been revoked.',
      Checks: [
        { Check: 'Read as a credential', Passed: true },
        { Check: 'Only known vocabularies (nothing fetched)', Passed: true },
        { Check: 'Issued by this firm', Passed: true },
        { Check: 'Signature matches the content', Passed: true },
        { Check: 'Status list on this server', Passed: true },
        { Check: 'Not revoked', Passed: true },
      ],
      Subject: {
        Name: intern.name,
        Achievement: intern.achievement,
        Issuer: 'Acme Kenya Ltd',
        IssuedOn: credential.validFrom.slice(0, 10),
      },
    });
    const swahili = await inject(
      'POST',
      '/api/Credential/verify',
      { 'accept-language': 'sw' },
      { Credential: JSON.stringify(credential) },
    );
    expect(swahili.json().Result).toBe('valid');
    expect(swahili.json().message).not.toBe(res.json().message);
  });

  describe('hostile input: refused with its reason, never a 5xx, nothing fetched', () => {
    let credential: Credential;
    const fetches = jest.fn();
    const realFetch = globalThis.fetch;
    beforeAll(async () => {
      const { intern } = await issuedIntern();
      credential = (await download(intern)).credential;
      globalThis.fetch = fetches as never;
    });
    afterAll(() => {
      globalThis.fetch = realFetch;
      expect(fetches).not.toHaveBeenCalled();
    });

    it('a changed name or a moved date: tampered, naming what changed', async () => {
      const renamed = structuredClone(credential);
      renamed.credentialSubject.name = 'Someone Else';
      const res = await verify(renamed);
      expect(res.statusCode).toBe(200);
      expect(res.json().Result).toBe('tampered');
      expect(res.json().message).toBe(
        'This credential has been changed since it was signed: the signature does not match the content. Changed since it was issued: credentialSubject.name.',
      );
      const moved = structuredClone(credential);
      moved.credentialSubject.activityEndDate = '2027-04-30T00:00:00Z';
      const later = (await verify(moved)).json();
      expect(later.Result).toBe('tampered');
      expect(later.message).toContain('credentialSubject.activityEndDate');
      expect(later.Checks).toContainEqual({
        Check: 'Signature matches the content',
        Passed: false,
      });
    });

    it('a forged proof: tampered', async () => {
      const forged = structuredClone(credential);
      const value: string = forged.proof[0].proofValue;
      forged.proof[0].proofValue = `${value.slice(0, 10)}${value[10] === 'A' ? 'B' : 'A'}${value.slice(11)}`;
      const res = (await verify(forged)).json();
      expect(res.Result).toBe('tampered');
      expect(res.message).toContain('the signature is not the one this firm made');
      const elsewhere = structuredClone(credential);
      elsewhere.proof[0].verificationMethod = 'https://evil.test/keys/1';
      expect((await verify(elsewhere)).json().Result).not.toBe('valid');
    });

    it("another issuer's key, even with a proof that holds: unknown-issuer", async () => {
      const key = await Ed25519Multikey.generate();
      const did = `did:key:${key.publicKeyMultibase}`;
      key.id = `${did}#${key.publicKeyMultibase}`;
      key.controller = did;
      const { proof, ...unsigned } = structuredClone(credential);
      void proof;
      unsigned.issuer = { ...unsigned.issuer, id: did };
      const signed = await vc.issue({
        credential: unsigned,
        suite: new DataIntegrityProof({ signer: key.signer(), cryptosuite }),
        documentLoader,
      });
      const res = (await verify(signed)).json();
      expect(res.Result).toBe('unknown-issuer');
      expect(res.Checks).toContainEqual({ Check: 'Issued by this firm', Passed: false });
      expect(res.Checks).toContainEqual({ Check: 'Signature matches the content', Passed: true });
    });

    it('a status list on another host: refused', async () => {
      const { proof, ...unsigned } = structuredClone(credential);
      void proof;
      unsigned.credentialStatus = {
        ...unsigned.credentialStatus,
        id: 'https://evil.test/status/1#5',
        statusListCredential: 'https://evil.test/status/1',
      };
      // Signed by this firm's own key, so only the list's host is wrong.
      const signed = await (await currentSigningKey(ctx.app.db, ctx.config)).sign(unsigned);
      const res = await verify(signed);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(
        'The credential’s status list is not on this server (https://evil.test/status/1). It fetches nothing, so it cannot check it.',
      );
    });

    it('over 1 MB: 413', async () => {
      const big = JSON.stringify({ ...credential, padding: 'x'.repeat(1024 * 1024) });
      const res = await verify(big);
      expect(res.statusCode).toBe(413);
      expect(res.json().message).toBe('The credential is larger than 1 MB, so it is not checked.');
    });

    it('deeply nested or very wide JSON: 422 before it is parsed', async () => {
      const deep = `${'['.repeat(100000)}${']'.repeat(100000)}`;
      const res = await verify(deep);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(
        'The credential nests more than 32 levels deep, so it is not checked.',
      );
      // Nor more objects than an issued credential could hold (each costs the proof's work).
      const wide = { ...credential, evidence: Array(101).fill({ type: ['Evidence'] }) };
      const many = await verify(wide);
      expect(many.statusCode).toBe(422);
      expect(many.json().message).toBe(
        'The credential holds more than 100 objects or 1000 values (an issued one holds about 30 and 150), so it is not checked.',
      );
      const tags = structuredClone(credential);
      tags.credentialSubject.achievement.tag = Array.from({ length: 1001 }, (_, i) => `t${i}`);
      expect((await verify(tags)).statusCode).toBe(422);
      // Brackets inside strings are text, not nesting.
      const quoted = { ...credential, note: '['.repeat(100) };
      expect((await verify(quoted)).statusCode).toBe(200);
    });

    it('cyclic JSON cannot be written; a cycle of references by id is only data', async () => {
      const cycle = structuredClone(credential);
      cycle.credentialSubject.achievement.id = credential.id;
      const res = await verify(cycle);
      expect(res.statusCode).toBe(200);
      expect(res.json().Result).toBe('tampered');
    });

    it('not JSON, not a credential, or an unbundled context: 422 with the reason', async () => {
      const notJson = await verify('{"name": ');
      expect(notJson.statusCode).toBe(422);
      expect(notJson.json().message).toBe('This is not JSON: a credential is a JSON file (.json).');
      const proofs = { ...credential, proof: Array(3).fill(credential.proof[0]) };
      const many = await verify(proofs);
      expect(many.statusCode).toBe(422);
      expect(many.json().message).toBe(
        'The credential carries 3 proofs; the checker reads credentials with exactly one.',
      );
      const notCredential = await verify({ name: 'A badge' });
      expect(notCredential.statusCode).toBe(422);
      expect(notCredential.json().message).toBe(
        'This JSON is not a verifiable credential: its “type” is missing.',
      );
      const foreign = {
        ...credential,
        '@context': [...credential['@context'], 'https://evil.test/ctx'],
      };
      const res = await verify(foreign);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toContain('(https://evil.test/ctx)');
      const inline = {
        ...credential,
        '@context': [...credential['@context'], { x: 'https://evil.test/x' }],
      };
      expect((await verify(inline)).statusCode).toBe(422);
    });

    it("the server's document loader holds only bundled contexts and did:key", async () => {
      await expect(documentLoader('https://evil.test/context.jsonld')).rejects.toBeInstanceOf(
        RefusedDocument,
      );
      await expect(documentLoader('https://www.w3.org/2018/credentials/v1')).rejects.toBeInstanceOf(
        RefusedDocument,
      );
      await expect(documentLoader('did:web:evil.test')).rejects.toBeInstanceOf(RefusedDocument);
      const loaded = await documentLoader('https://www.w3.org/ns/credentials/v2');
      expect(loaded.document).toHaveProperty('@context');
    });
  });

  it('rotation: a new key signs new credentials; those signed before still verify', async () => {
    const { intern: first } = await issuedIntern();
    const { credential: before } = await download(first);
    const newIssuer = await rotateSigningKey(ctx.app.db, ctx.config);
    expect(newIssuer).not.toBe(before.issuer.id);
    const { intern: second } = await issuedIntern();
    const { credential: after } = await download(second);
    expect(after.issuer.id).toBe(newIssuer);
    const issuers = await knownIssuers(ctx.app.db);
    expect(issuers.map((key) => key.did)).toEqual(
      expect.arrayContaining([before.issuer.id, newIssuer]),
    );
    expect((await verify(before)).json().Result).toBe('valid');
    expect((await verify(after)).json().Result).toBe('valid');
    expect((await check(before)).verified).toBe(true);
    // The retired key still signs its own list when a credential it signed is revoked.
    const [letter] = await ctx.app.db
      .selectFrom('completion_letters')
      .select('id')
      .where('intern_id', '=', first.id)
      .execute();
    await inject('POST', `/api/Letter/${letter.id}/revoke`, admin, { Reason: 'Wrong dates' });
    expect((await verify(before)).json().Result).toBe('revoked');
    const independent = await check(before);
    expect(independent.statusResult.results[0].status).toBe(true);
  });

  it("erasing the account drops the credential's JSON, keeps its status", async () => {
    const { intern } = await issuedIntern();
    const { credential } = await download(intern);
    const adminRow = await ctx.app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', ADMIN.email)
      .executeTakeFirstOrThrow();
    expect(await eraseUser(ctx.app.db, intern.id, adminRow.id)).toBe('erased');
    const row = await ctx.app.db
      .selectFrom('credentials')
      .select(['document', 'revoked_at'])
      .where('id', '=', new URL(credential.id).pathname.split('/').pop()!)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ document: null, revoked_at: null });
    expect((await inject('GET', new URL(credential.id).pathname)).statusCode).toBe(404);
    // The copy the intern holds still checks.
    expect((await verify(credential)).json().Result).toBe('valid');
  });
});
