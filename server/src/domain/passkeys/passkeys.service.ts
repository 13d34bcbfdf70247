import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Language } from 'shared-api/languages';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import {
  HttpError,
  conflict,
  forbidden,
  notFound,
  unauthorized,
  type Message,
} from '../../lib/errors';
import { m } from '../../lib/texts';
import { SSO_REQUIRED, mustUseSso } from '../accounts/auth.service';
import { pendingUser, usePending } from '../accounts/second-step.service';
import { startSession, type SignInClient } from '../accounts/start-session';
import { findActiveUserById } from '../users/users.repository';
import {
  CHALLENGE_LIFETIME_MS,
  keepChallenge,
  useChallenge,
} from './passkey-challenges.repository';
import * as passkeys from '../accounts/passkeys.repository';
import { answeredChallenge, relyingParty } from './relying-party';

/** Enough for a phone, a laptop and keys in a drawer; bounds what one account can store. */
export const MAX_PASSKEYS = 20;

const EXPIRED = m('This passkey request has expired or was already used. Please try again.');
const NOT_VERIFIED = m('This passkey could not be verified.');
const UNKNOWN = m('This passkey is not registered for any account here.');

/** Options for the browser to make a passkey for the signed-in user (a challenge kept). */
export async function registrationOptions(db: Db, config: Config, userId: number) {
  const user = await findActiveUserById(db, userId);
  if (!user) throw unauthorized();
  const existing = await passkeys.listCredentials(db, userId);
  if (existing.length >= MAX_PASSKEYS) {
    throw conflict(
      m('You have {count} passkeys, the most an account can have.', { count: MAX_PASSKEYS }),
    );
  }
  const { rpID, rpName } = relyingParty(config);
  const options = await generateRegistrationOptions({
    rpName,
    rpID,
    userName: user.email,
    userDisplayName: user.name,
    // A number, not the e-mail: the handle stays on the authenticator and names no one.
    userID: new TextEncoder().encode(String(user.id)),
    attestationType: 'none',
    timeout: CHALLENGE_LIFETIME_MS,
    excludeCredentials: existing.map((row) => ({
      id: row.credential_id,
      transports: transportsOf(row.transports),
    })),
    // Discoverable and user-verified: it signs in alone, as two factors (decisions, Security).
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await keepChallenge(db, options.challenge, 'register', userId);
  return options;
}

const transportsOf = (stored: string) =>
  stored === '' ? [] : (stored.split(',') as AuthenticatorTransport[]);

/** Verifies the browser's new passkey against its challenge and keeps it under `name`. */
export async function registerPasskey(
  db: Db,
  config: Config,
  userId: number,
  name: string,
  response: RegistrationResponseJSON,
) {
  const challenge = answeredChallenge(response.response.clientDataJSON);
  if (!(await useChallenge(db, challenge, 'register', userId))) throw badRequest(EXPIRED);
  const { rpID, origin } = relyingParty(config);
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: true,
  }).catch(() => undefined);
  if (!verification?.verified) throw badRequest(NOT_VERIFIED);
  const { credential } = verification.registrationInfo;
  if (await passkeys.findPasskeyByCredential(db, credential.id)) {
    throw conflict(m('This passkey is already registered.'));
  }
  if ((await passkeys.listCredentials(db, userId)).length >= MAX_PASSKEYS) {
    throw conflict(
      m('You have {count} passkeys, the most an account can have.', { count: MAX_PASSKEYS }),
    );
  }
  return passkeys.insertPasskey(db, {
    userId,
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: credential.transports ?? response.response.transports ?? [],
    name,
  });
}

const badRequest = (message: Message) => new HttpError(400, message);

/** Options for a sign-in with any passkey of this site: no e-mail, the browser offers them. */
export async function authenticationOptions(db: Db, config: Config) {
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(config).rpID,
    userVerification: 'required',
    timeout: CHALLENGE_LIFETIME_MS,
  });
  await keepChallenge(db, options.challenge, 'sign-in', null);
  return options;
}

/**
 * The account a passkey's assertion proves: its challenge used up, the signature checked with
 * the stored key, user verification required, the counter raised once.
 */
export async function verifyPasskeyAssertion(
  db: Db,
  config: Config,
  response: AuthenticationResponseJSON,
  /** A second step's: the challenge handed to this user, and a passkey of theirs. */
  secondStepOf?: number,
) {
  const challenge = answeredChallenge(response.response.clientDataJSON);
  const purpose = secondStepOf === undefined ? 'sign-in' : 'second-factor';
  if (!(await useChallenge(db, challenge, purpose, secondStepOf ?? null))) {
    throw unauthorized(EXPIRED);
  }
  const stored = await passkeys.findPasskeyByCredential(db, response.id);
  const user = stored && (await findActiveUserById(db, stored.user_id));
  if (!stored || !user) throw unauthorized(UNKNOWN);
  if (secondStepOf !== undefined && user.id !== secondStepOf) throw unauthorized(NOT_VERIFIED);
  const { rpID, origin } = relyingParty(config);
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: true,
    credential: {
      id: stored.credential_id,
      publicKey: new Uint8Array(Buffer.from(stored.public_key, 'base64url')),
      counter: stored.counter,
      transports: transportsOf(stored.transports),
    },
  }).catch(() => undefined);
  if (!verification?.verified) throw unauthorized(NOT_VERIFIED);
  const { newCounter } = verification.authenticationInfo;
  if (!(await passkeys.recordPasskeyUse(db, stored.id, stored.counter, newCounter))) {
    throw unauthorized(NOT_VERIFIED);
  }
  return user;
}

/**
 * A sign-in with a passkey alone. It counts as two factors (the device held, and its user
 * verification: PIN or biometrics), so it meets "two-factor required"; where staff must use
 * single sign-on (and a provider is configured), a staff passkey is refused as a password is.
 */
export async function signInWithPasskey(
  db: Db,
  config: Config,
  response: AuthenticationResponseJSON,
  client: SignInClient,
  language: Language,
) {
  const user = await verifyPasskeyAssertion(db, config, response);
  if (await mustUseSso(db, config, user.role)) throw forbidden(SSO_REQUIRED);
  return startSession(db, config, user, client, 'passkey', language);
}

/**
 * The second step of a sign-in (after a right password) made with a passkey: options naming the
 * user's passkeys, for the pending sign-in's user only.
 */
export async function secondFactorOptions(db: Db, config: Config, token: string) {
  const { user } = await pendingUser(db, token, 'second-factor');
  const credentials = await passkeys.listCredentials(db, user.id);
  if (credentials.length === 0) throw conflict(m('This account has no passkey.'));
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(config).rpID,
    userVerification: 'required',
    timeout: CHALLENGE_LIFETIME_MS,
    allowCredentials: credentials.map((row) => ({
      id: row.credential_id,
      transports: transportsOf(row.transports),
    })),
  });
  await keepChallenge(db, options.challenge, 'second-factor', user.id);
  return options;
}

/** A passkey of the pending sign-in's user opens its session, once: a password and a factor. */
export async function completeSecondFactorWithPasskey(
  db: Db,
  config: Config,
  token: string,
  response: AuthenticationResponseJSON,
  client: SignInClient,
  language: Language,
) {
  const { pending, user } = await pendingUser(db, token, 'second-factor');
  await verifyPasskeyAssertion(db, config, response, user.id);
  await usePending(db, pending.id);
  return startSession(db, config, user, client, 'two-factor', language);
}

/**
 * The set-up the sign-in policy asks of staff without a second factor, made with a passkey
 * instead of the app: registration options for the pending sign-in's user.
 */
export async function setUpOptionsAtSignIn(db: Db, config: Config, token: string) {
  const { user } = await pendingUser(db, token, 'set-up');
  return registrationOptions(db, config, user.id);
}

/** The new passkey kept, the pending sign-in used and its session open: a password and a factor. */
export async function setUpPasskeyAtSignIn(
  db: Db,
  config: Config,
  token: string,
  passkey: { name: string; response: RegistrationResponseJSON },
  client: SignInClient,
  language: Language,
) {
  const { pending, user } = await pendingUser(db, token, 'set-up');
  await registerPasskey(db, config, user.id, passkey.name, passkey.response);
  await usePending(db, pending.id);
  return startSession(db, config, user, client, 'two-factor', language);
}

export async function removePasskey(db: Db, userId: number, id: number) {
  if (!(await passkeys.deletePasskey(db, userId, id)))
    throw notFound(m('This passkey is not yours or no longer exists.'));
}

export async function renameOwnPasskey(db: Db, userId: number, id: number, name: string) {
  if (!(await passkeys.renamePasskey(db, userId, id, name))) {
    throw notFound(m('This passkey is not yours or no longer exists.'));
  }
}
