/** One identity provider the operator configured (docs/deploy.md, "Single sign-on"). */
export interface SsoProvider {
  /** Lower-case letters, digits and hyphens: in URLs and in the variables' names. */
  id: string;
  label: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

const ID = /^[a-z][a-z0-9-]{0,29}$/;
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The prefix of a provider's variables: `keycloak` → `SSO_KEYCLOAK_`, `my-idp` → `SSO_MY_IDP_`. */
export const ssoPrefix = (id: string) => `SSO_${id.toUpperCase().replaceAll('-', '_')}_`;

/** http:// is accepted for a provider on this machine only (a test or a local Keycloak). */
export const isLoopbackIssuer = (issuer: string) => {
  const url = new URL(issuer);
  return url.protocol === 'http:' && LOOPBACK.has(url.hostname);
};

function issuerProblem(value: string): string | null {
  if (!URL.canParse(value)) return 'must be a URL';
  const url = new URL(value);
  if (url.protocol === 'https:') return null;
  if (url.protocol === 'http:' && LOOPBACK.has(url.hostname)) return null;
  return 'must start with https:// (http:// only for localhost)';
}

/**
 * SSO_PROVIDERS=keycloak,entra and, for each, SSO_<ID>_ISSUER, _CLIENT_ID, _CLIENT_SECRET and
 * _LABEL. Answers the providers and the problems (`NAME: why`), never a secret's value.
 */
export function readSsoProviders(env: Record<string, string | undefined>) {
  const providers: SsoProvider[] = [];
  const problems: string[] = [];
  const ids = (env.SSO_PROVIDERS ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  for (const id of ids) {
    if (!ID.test(id)) {
      problems.push(
        `SSO_PROVIDERS=${JSON.stringify(env.SSO_PROVIDERS)}: "${id.slice(0, 40)}" must be ` +
          'lower-case letters, digits and hyphens (at most 30, starting with a letter)',
      );
      continue;
    }
    if (providers.some((provider) => provider.id === id)) {
      problems.push(`SSO_PROVIDERS: "${id}" is listed twice`);
      continue;
    }
    const prefix = ssoPrefix(id);
    const read = (name: string) => env[prefix + name]?.trim() ?? '';
    const missing = ['ISSUER', 'CLIENT_ID', 'CLIENT_SECRET', 'LABEL'].filter((name) => !read(name));
    for (const name of missing) problems.push(`${prefix}${name}: is required for provider "${id}"`);
    const issuer = read('ISSUER');
    const problem = issuer && issuerProblem(issuer);
    if (problem) problems.push(`${prefix}ISSUER=${JSON.stringify(issuer)}: ${problem}`);
    if (read('LABEL').length > 60) problems.push(`${prefix}LABEL: must be at most 60 characters`);
    providers.push({
      id,
      label: read('LABEL'),
      issuer,
      clientId: read('CLIENT_ID'),
      clientSecret: read('CLIENT_SECRET'),
    });
  }
  return { providers, problems };
}
