import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import type { SsoProvider } from '../../src/lib/sso-providers';
import type { TestContext } from './test-app';

export const APP_URL = 'http://app.test';

export interface TestProvider {
  issuer: string;
  /** A configured provider for each client id (the ids name the faults: oidc-provider-process). */
  providers(...clientIds: string[]): SsoProvider[];
  stop(): Promise<void>;
}

/**
 * The tests' identity provider (oidc-provider-process.mjs), with a client for each id given,
 * whose redirect URI is on `appUrl`; on `port` when given (a browser journey's app must know the
 * issuer before the provider can know the app's address).
 */
export async function startTestProvider(
  clientIds: string[],
  { appUrl = APP_URL, port = 0 } = {},
): Promise<TestProvider> {
  const clients = clientIds.map((id) => ({
    client_id: id,
    client_secret: `secret of ${id}`,
    redirect_uris: [`${appUrl}/api/Sso/${id}/Callback`],
  }));
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--require',
      path.join(__dirname, 'exit-with-parent.cjs'),
      path.join(__dirname, 'oidc-provider-process.mjs'),
    ],
    {
      env: { ...process.env, OIDC_CLIENTS: JSON.stringify(clients), OIDC_PORT: String(port) },
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
  const orphan = () => child.kill('SIGKILL');
  process.once('exit', orphan);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const lines = readline.createInterface({ input: child.stdout! });
  const issuer = await new Promise<string>((resolve, reject) => {
    lines.once('line', (line) => resolve((JSON.parse(line) as { issuer: string }).issuer));
    child.once('exit', (code) => reject(new Error(`the test provider exited (${code})`)));
  });
  return {
    issuer,
    providers: (...ids) =>
      ids.map((id) => ({
        id,
        label: `Provider ${id}`,
        issuer,
        clientId: id,
        clientSecret: `secret of ${id}`,
      })),
    async stop() {
      process.off('exit', orphan);
      child.kill();
      await exited;
    },
  };
}

/** The browser's cookies, by name (the provider's and the app's never share a name). */
type Jar = Map<string, string>;

function keepCookies(jar: Jar, setCookie: string[]) {
  for (const cookie of setCookie) {
    const [pair] = cookie.split(';');
    const at = pair.indexOf('=');
    const value = pair.slice(at + 1);
    if (/max-age=0|expires=thu, 01 jan 1970/i.test(cookie) || value === '') {
      jar.delete(pair.slice(0, at));
    } else jar.set(pair.slice(0, at), value);
  }
}

const cookieHeader = (jar: Jar) => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

/** A request of the browser to the app (injected) or to the provider (over HTTP). */
async function browse(ctx: TestContext, jar: Jar, url: string, form?: Record<string, string>) {
  if (url.startsWith(APP_URL)) {
    const res = await ctx.app.inject({
      method: 'GET',
      url: url.slice(APP_URL.length),
      headers: { cookie: cookieHeader(jar) },
    });
    const setCookie = res.headers['set-cookie'] ?? [];
    keepCookies(jar, Array.isArray(setCookie) ? setCookie : [setCookie]);
    return { status: res.statusCode, location: res.headers.location as string | undefined };
  }
  const res = await fetch(url, {
    method: form ? 'POST' : 'GET',
    redirect: 'manual',
    headers: {
      cookie: cookieHeader(jar),
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    body: form ? new URLSearchParams(form).toString() : undefined,
  });
  keepCookies(jar, res.headers.getSetCookie());
  const location = res.headers.get('location') ?? undefined;
  await res.text();
  return { status: res.status, location: location && new URL(location, url).href };
}

export interface SignInThroughProvider {
  /** Where the app's callback sent the browser (the login page, with a code or a refusal). */
  landing: string;
  /** The callback URL the provider sent the browser to, and the cookies sent with it. */
  callback: string;
  callbackJar: Jar;
}

/**
 * A browser signing in as `login` at the provider, from the app's Start: follows every redirect
 * and the provider's sign-in page, up to the app's answer to the provider's callback.
 */
export async function signInThroughProvider(
  ctx: TestContext,
  providerId: string,
  login: string,
): Promise<SignInThroughProvider> {
  const jar: Jar = new Map();
  let url = `${APP_URL}/api/Sso/${providerId}/Start`;
  let callback = '';
  let callbackJar: Jar = new Map();
  for (let hop = 0; hop < 20; hop += 1) {
    if (url.startsWith(`${APP_URL}/api/Sso/${providerId}/Callback`)) {
      callback = url;
      callbackJar = new Map(jar);
    }
    const interaction = /\/interaction\/[\w-]+$/.test(url);
    const res = await browse(ctx, jar, url, interaction ? { login } : undefined);
    if (!res.location) throw new Error(`${url} answered ${res.status} without a redirect`);
    if (res.location.startsWith(`${APP_URL}/login`)) {
      return { landing: res.location, callback, callbackJar };
    }
    url = res.location;
  }
  throw new Error('too many redirects');
}

/** The app's answer to a callback URL again, as the same browser (a replay). */
export async function replayCallback(ctx: TestContext, flow: SignInThroughProvider) {
  return browse(ctx, new Map(flow.callbackJar), flow.callback);
}
