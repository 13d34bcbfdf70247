import { z } from 'zod';
import { m } from '../../lib/texts';
import { fieldRules, textField } from '../common';

/** WebAuthn's binary fields travel base64url; a credential id is at most 1023 bytes. */
const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/, { error: m('must be base64url') });

const TRANSPORTS = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;
const credentialId = base64url(1400);
const common = {
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()),
};

/** The browser's new credential (@simplewebauthn/browser's startRegistration answer). */
export const registrationResponse = z.object({
  ...common,
  response: z.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(32768),
    authenticatorData: base64url(8192).optional(),
    transports: z.array(z.enum(TRANSPORTS)).max(TRANSPORTS.length).optional(),
    // A COSE algorithm number (-7 ES256, -257 RS256, -8 EdDSA): IANA gives them 16 bits.
    publicKeyAlgorithm: z.number().int().min(-65536).max(65535).optional(),
    publicKey: base64url(8192).optional(),
  }),
});

/** The browser's signed assertion (@simplewebauthn/browser's startAuthentication answer). */
export const authenticationResponse = z.object({
  ...common,
  response: z.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(8192),
    signature: base64url(1024),
    userHandle: base64url(256).optional(),
  }),
});

const descriptor = z.object({
  id: z.string(),
  type: z.string(),
  transports: z.array(z.string()).optional(),
});
const optional = {
  timeout: z.number().optional(),
  hints: z.array(z.string()).optional(),
  extensions: z.object({ credProps: z.boolean().optional() }).optional(),
};

/** What the browser passes to navigator.credentials.create, as JSON. */
export const registrationOptions = z
  .object({
    challenge: z.string(),
    rp: z.object({ name: z.string(), id: z.string().optional() }),
    user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
    pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.string() })),
    excludeCredentials: z.array(descriptor).optional(),
    authenticatorSelection: z
      .object({
        authenticatorAttachment: z.string().optional(),
        residentKey: z.string().optional(),
        requireResidentKey: z.boolean().optional(),
        userVerification: z.string().optional(),
      })
      .optional(),
    attestation: z.string().optional(),
    ...optional,
  })
  .describe('PublicKeyCredentialCreationOptionsJSON, for @simplewebauthn/browser');

/** What the browser passes to navigator.credentials.get, as JSON. */
export const authenticationOptions = z
  .object({
    challenge: z.string(),
    rpId: z.string().optional(),
    allowCredentials: z.array(descriptor).optional(),
    userVerification: z.string().optional(),
    ...optional,
  })
  .describe('PublicKeyCredentialRequestOptionsJSON, for @simplewebauthn/browser');

export const passkeyName = textField('Name', fieldRules.passkeyName);

export const passkeySchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  CreatedAt: z.string().describe('When it was registered (ISO 8601)'),
  LastUsedAt: z.string().nullable().describe('When it last signed in (ISO 8601); null never'),
});
