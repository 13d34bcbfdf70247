import * as oidc from 'openid-client';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { isLoopbackIssuer, type SsoProvider } from '../../lib/sso-providers';
import { findActiveUserByEmail } from '../users/users.repository';
import { issueSignInCode, keepSentSignIn, takeSentSignIn } from './sso-requests.repository';

/** Why a sign-in through a provider signed no one in; the login page words each. */
export type SsoRefusal = 'failed' | 'unknown' | 'unverified';

export class SsoRefused extends Error {
  constructor(
    public readonly reason: SsoRefusal,
    detail: string,
  ) {
    super(detail);
  }
}

/**
 * `email_verified: true`; Microsoft Entra ID sends none for a work account, but its optional claim
 * `xms_edov` (the e-mail's domain is verified as the tenant's) says as much.
 */
const isVerified = (claims: Record<string, unknown>) =>
  claims.email_verified === true ||
  (claims.email_verified === undefined && claims.xms_edov === true);

const DISCOVERY_TIMEOUT_SECONDS = 10;
/** Each provider's discovered configuration, once found; a failed discovery is tried again. */
const discovered = new Map<string, Promise<oidc.Configuration>>();

export const redirectUri = (config: Config, provider: SsoProvider) =>
  `${config.PUBLIC_URL}/api/Sso/${provider.id}/Callback`;

function configurationOf(provider: SsoProvider): Promise<oidc.Configuration> {
  const key = `${provider.issuer} ${provider.clientId}`;
  let found = discovered.get(key);
  if (!found) {
    found = oidc.discovery(
      new URL(provider.issuer),
      provider.clientId,
      provider.clientSecret,
      undefined,
      {
        timeout: DISCOVERY_TIMEOUT_SECONDS,
        // A provider on this machine (tests, a local Keycloak) may answer over plain HTTP.
        execute: isLoopbackIssuer(provider.issuer) ? [oidc.allowInsecureRequests] : [],
      },
    );
    // oauth4webapi trusts an ID token from the token endpoint on TLS alone; its signature is
    // checked too (against the provider's published keys), as issue 68 asks.
    found = found.then((configuration) => {
      oidc.enableNonRepudiationChecks(configuration);
      return configuration;
    });
    found.catch(() => discovered.delete(key));
    discovered.set(key, found);
  }
  return found;
}

/** Where the browser goes to sign in at the provider; its `state` is also kept in a cookie. */
export async function startSsoSignIn(db: Db, config: Config, provider: SsoProvider) {
  const configuration = await configurationOf(provider);
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  await keepSentSignIn(db, state, { provider: provider.id, nonce, codeVerifier });
  const url = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri(config, provider),
    scope: 'openid email profile',
    response_type: 'code',
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  return { url: url.href, state };
}

/**
 * The provider's answer: the `state` must be one this server sent to this browser (`cookieState`)
 * and not used yet; the code is exchanged, and the ID token's signature, issuer, audience,
 * expiry and nonce checked, by openid-client. The account is the active one whose e-mail is the
 * provider's verified e-mail; none is ever created. Answers a single-use code for the login page.
 */
export async function finishSsoSignIn(
  db: Db,
  config: Config,
  provider: SsoProvider,
  query: Record<string, string>,
  cookieState: string | undefined,
): Promise<string> {
  const state = query.state;
  if (!state || state !== cookieState) throw new SsoRefused('failed', 'state not of this browser');
  const sent = await takeSentSignIn(db, state, provider.id);
  if (!sent) throw new SsoRefused('failed', 'state unknown, used or expired');
  const configuration = await configurationOf(provider);
  const currentUrl = new URL(redirectUri(config, provider));
  currentUrl.search = new URLSearchParams(query).toString();
  let claims: Record<string, unknown>;
  try {
    const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
      expectedState: state,
      expectedNonce: sent.nonce,
      pkceCodeVerifier: sent.codeVerifier,
      idTokenExpected: true,
    });
    claims = { ...tokens.claims() };
    // Some providers (or their settings) put the e-mail in the userinfo answer only.
    if (claims.email === undefined) {
      const sub = String(claims.sub);
      claims = {
        ...claims,
        ...(await oidc.fetchUserInfo(configuration, tokens.access_token, sub)),
      };
    }
  } catch (error) {
    // The log says why (e.g. "JWT signature verification failed", oauth4webapi's cause).
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    throw new SsoRefused('failed', cause instanceof Error ? cause.message : String(cause));
  }
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  if (!email) throw new SsoRefused('unverified', 'no e-mail claim');
  if (!isVerified(claims)) throw new SsoRefused('unverified', 'e-mail not verified');
  const user = await findActiveUserByEmail(db, email);
  if (!user) throw new SsoRefused('unknown', 'no active account with this e-mail');
  return issueSignInCode(db, user.id, provider.id);
}
