import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { toApiFailure, type LoginAnswer } from 'shared-api';
import { browserPasskeyMessage, passkeysMessages } from 'shared-api/passkeys';

/** What a passkey sign-in ended with: the login's answer, or the words for what went wrong. */
export type PasskeyOutcome = { answer: LoginAnswer } | { problem: string };

/**
 * A passkey's part of a sign-in: the server's options, the browser's prompt, the server's check.
 * The WebAuthn library is loaded here, on the click: the login page's first visit has none.
 */
export async function signWithPasskey(
  getOptions: () => Promise<PublicKeyCredentialRequestOptionsJSON>,
  send: (response: AuthenticationResponseJSON) => Promise<LoginAnswer>,
): Promise<PasskeyOutcome> {
  try {
    const { browserSupportsWebAuthn, startAuthentication } = await import(
      /* webpackChunkName: "webauthn" */ '@simplewebauthn/browser'
    );
    if (!browserSupportsWebAuthn()) return { problem: passkeysMessages.unsupported };
    const optionsJSON = await getOptions();
    return { answer: await send(await startAuthentication({ optionsJSON })) };
  } catch (error) {
    const failure = toApiFailure(error, passkeysMessages.couldNotSignIn);
    return { problem: browserPasskeyMessage(error) ?? failure.serverMessage ?? failure.message };
  }
}
