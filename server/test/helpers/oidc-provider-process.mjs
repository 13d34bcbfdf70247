// The tests' identity provider: oidc-provider (the certified Node.js implementation) with keys
// of its own, run as a child process (it ships as ES modules only). Its sign-in page asks for an
// e-mail only: `unverified:<e-mail>` signs in with email_verified false, `entra:<e-mail>` with
// Entra ID's xms_edov instead of email_verified. A client's id may name
// a fault the token answer gets, so that the server's library is shown each bad ID token:
// `wrong-audience` (re-signed for another client), `expired` (re-signed, an hour old) and
// `altered` (its payload changed after signing). Prints {"issuer": ...} once it listens.
import http from 'node:http';
import * as jose from 'jose';
import Provider from 'oidc-provider';

const clients = JSON.parse(process.env.OIDC_CLIENTS ?? '[]');
const server = http.createServer();
await new Promise((resolve) =>
  server.listen(Number(process.env.OIDC_PORT ?? 0), '127.0.0.1', resolve),
);
const issuer = `http://127.0.0.1:${server.address().port}`;

const { privateKey } = await jose.generateKeyPair('RS256', { extractable: true });
const jwk = { ...(await jose.exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };

const provider = new Provider(issuer, {
  clients: clients.map((client) => ({
    ...client,
    grant_types: ['authorization_code'],
    response_types: ['code'],
    token_endpoint_auth_method: 'client_secret_post',
  })),
  jwks: { keys: [jwk] },
  cookies: { keys: ['the test provider cookie key'] },
  claims: {
    openid: ['sub'],
    email: ['email', 'email_verified', 'xms_edov'],
    profile: ['name'],
  },
  conformIdTokenClaims: false,
  features: { devInteractions: { enabled: false } },
  findAccount: (_ctx, accountId) => ({
    accountId,
    claims: () => {
      const [, kind = 'verified', email] = /^(?:(unverified|entra):)?(.*)$/.exec(accountId);
      return {
        sub: accountId,
        email,
        name: 'Provider User',
        ...(kind === 'entra' ? { xms_edov: true } : { email_verified: kind === 'verified' }),
      };
    },
  }),
});

async function resign(idToken, change) {
  const payload = { ...jose.decodeJwt(idToken), ...change };
  return new jose.SignJWT(payload)
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
    .sign(await jose.importJWK(jwk, 'RS256'));
}

const FAULTS = {
  'wrong-audience': (token) => resign(token, { aud: 'another-client' }),
  expired: (token) => {
    const now = Math.floor(Date.now() / 1000);
    return resign(token, { iat: now - 7200, exp: now - 3600 });
  },
  altered: (token) => {
    const [header, , signature] = token.split('.');
    const payload = { ...jose.decodeJwt(token), email: 'someone.else@test.example' };
    return `${header}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${signature}`;
  },
};

provider.use(async (ctx, next) => {
  await next();
  const fault = FAULTS[ctx.oidc?.client?.clientId];
  if (ctx.path === '/token' && fault && ctx.body?.id_token) {
    ctx.body = { ...ctx.body, id_token: await fault(ctx.body.id_token) };
  }
});

const page = (uid) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Test provider</title>
<link rel="icon" href="data:,"></head>
<body><main><h1>Test identity provider</h1>
<form method="post" action="/interaction/${uid}">
<label for="login">E-mail</label> <input id="login" name="login" type="text">
<button type="submit">Continue</button>
</form></main></body></html>`;

async function interaction(req, res, uid) {
  if (req.method === 'GET') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(uid));
    return;
  }
  let body = '';
  for await (const chunk of req) body += chunk;
  const accountId = new URLSearchParams(body).get('login') ?? '';
  const { params } = await provider.interactionDetails(req, res);
  const grant = new provider.Grant({ accountId, clientId: params.client_id });
  grant.addOIDCScope(params.scope);
  const grantId = await grant.save();
  await provider.interactionFinished(
    req,
    res,
    { login: { accountId }, consent: { grantId } },
    { mergeWithLastSubmission: false },
  );
}

const callback = provider.callback();
server.on('request', (req, res) => {
  const uid = /^\/interaction\/([\w-]+)$/.exec(req.url ?? '')?.[1];
  if (!uid) return callback(req, res);
  interaction(req, res, uid).catch((error) => {
    res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
  });
});
process.stdout.write(`${JSON.stringify({ issuer })}\n`);
