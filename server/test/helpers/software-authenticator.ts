import crypto from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

const b64 = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => crypto.createHash('sha256').update(data).digest();

export interface Ceremony {
  /** Where the browser says the page was (default: the authenticator's origin). */
  origin?: string;
  /** The challenge signed instead of the options' one. */
  challenge?: string;
  /** Whether the user was verified (PIN, biometrics); default true. */
  userVerified?: boolean;
}

/**
 * A passkey made in the test: an ES256 key pair from node:crypto, answering WebAuthn's
 * ceremonies as a browser and a platform authenticator would ('none' attestation), so the
 * server's checks run on real signatures.
 */
export class SoftwareAuthenticator {
  readonly credentialId = crypto.randomBytes(16);
  private readonly keys = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  counter = 0;
  private userHandle = '';

  constructor(
    private readonly origin: string,
    private readonly rpId: string,
  ) {}

  get id() {
    return b64(this.credentialId);
  }

  private clientData(type: string, challenge: string, origin: string) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  private authData(flags: number, attested?: Buffer) {
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    return Buffer.concat([
      sha256(this.rpId),
      Buffer.from([flags]),
      counter,
      attested ?? Buffer.alloc(0),
    ]);
  }

  private coseKey() {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    const cose = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]);
    return Buffer.from(isoCBOR.encode(cose));
  }

  /** navigator.credentials.create's answer to registration options. */
  register(options: { challenge: string; user: { id: string } }, ceremony: Ceremony = {}) {
    this.userHandle = options.user.id;
    const length = Buffer.alloc(2);
    length.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), length, this.credentialId, this.coseKey()]);
    const flags = FLAG_UP | FLAG_AT | (ceremony.userVerified === false ? 0 : FLAG_UV);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', this.authData(flags, attested)],
      ]) as never,
    );
    const clientDataJSON = this.clientData(
      'webauthn.create',
      ceremony.challenge ?? options.challenge,
      ceremony.origin ?? this.origin,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
      response: {
        clientDataJSON: b64(clientDataJSON),
        attestationObject: b64(attestationObject),
        transports: ['internal' as const],
      },
    };
  }

  /** navigator.credentials.get's answer to authentication options; the counter goes up. */
  assert(options: { challenge: string }, ceremony: Ceremony & { counter?: number } = {}) {
    this.counter = ceremony.counter ?? this.counter + 1;
    const flags = FLAG_UP | (ceremony.userVerified === false ? 0 : FLAG_UV);
    const authenticatorData = this.authData(flags);
    const clientDataJSON = this.clientData(
      'webauthn.get',
      ceremony.challenge ?? options.challenge,
      ceremony.origin ?? this.origin,
    );
    const signature = crypto.sign(
      'sha256',
      Buffer.concat([authenticatorData, sha256(clientDataJSON)]),
      this.keys.privateKey,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
      response: {
        clientDataJSON: b64(clientDataJSON),
        authenticatorData: b64(authenticatorData),
        signature: b64(signature),
        userHandle: this.userHandle || undefined,
      },
    };
  }
}
