import { z } from 'zod';
import {
  authenticationOptions,
  completeSecondFactorWithPasskey,
  registerPasskey,
  registrationOptions,
  removePasskey,
  renameOwnPasskey,
  secondFactorOptions,
  setUpOptionsAtSignIn,
  setUpPasskeyAtSignIn,
  signInWithPasskey,
} from '../../domain/passkeys/passkeys.service';
import { listPasskeys } from '../../domain/accounts/passkeys.repository';
import type { FastifyZod } from '../../lib/fastify-zod';
import { requestLanguage } from '../../lib/request-language';
import { currentUser } from '../../plugins/auth';
import { limits } from '../../plugins/rate-limits';
import { answerSignedIn, loginAnswer, pendingSignInToken, signInClient } from '../auth/signed-in';
import { bearer, errorResponses, idParams } from '../common';
import * as schemas from './schemas';

const tags = ['accounts'];
type StepOptions = typeof schemas.authenticationOptions | typeof schemas.registrationOptions;
const signedIn = { access: 'signed-in' } as const;
/** A step of signing in: anyone may call it, limited as the login is. */
const signInStep = { access: 'public', rateLimit: limits.login } as const;

/** Issue 68: one's passkeys (WebAuthn), and signing in with one alone. */
export default async function passkeyRoutes(app: FastifyZod) {
  app.get(
    '/Account/Passkeys',
    {
      config: signedIn,
      schema: {
        tags,
        security: bearer,
        summary: 'Your passkeys, oldest first: names and dates, never keys',
        response: {
          200: z.object({ Passkeys: z.array(schemas.passkeySchema) }),
          ...errorResponses(401),
        },
      },
    },
    async (request) => {
      const rows = await listPasskeys(app.db, currentUser(request).id);
      return {
        Passkeys: rows.map((row) => ({
          Id: row.id,
          Name: row.name,
          CreatedAt: row.created_at,
          LastUsedAt: row.last_used_at,
        })),
      };
    },
  );

  app.post(
    '/Account/Passkeys/Options',
    {
      config: signedIn,
      schema: {
        tags,
        security: bearer,
        summary: 'Start adding a passkey: options for the browser, with a 5-minute challenge',
        response: { 200: schemas.registrationOptions, ...errorResponses(401, 409) },
      },
    },
    async (request) => registrationOptions(app.db, app.config, currentUser(request).id),
  );

  app.post(
    '/Account/Passkeys',
    {
      config: signedIn,
      schema: {
        tags,
        security: bearer,
        summary: "Keep the browser's new passkey under a name, once its challenge is checked",
        body: z.object({ Name: schemas.passkeyName, Response: schemas.registrationResponse }),
        response: {
          201: z.object({ Id: z.number().int() }),
          ...errorResponses(400, 401, 409, 422),
        },
      },
    },
    async (request, reply) => {
      const { Name, Response } = request.body;
      const id = await registerPasskey(app.db, app.config, currentUser(request).id, Name, Response);
      return reply.code(201).send({ Id: id });
    },
  );

  app.put(
    '/Account/Passkeys/:id',
    {
      config: signedIn,
      schema: {
        tags,
        security: bearer,
        summary: 'Rename one of your passkeys; 404 if it is not yours',
        params: idParams,
        body: z.object({ Name: schemas.passkeyName }),
        response: { 204: z.null().describe('Renamed'), ...errorResponses(401, 404, 422) },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      await renameOwnPasskey(app.db, userId, request.params.id, request.body.Name);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/Account/Passkeys/:id',
    {
      config: signedIn,
      schema: {
        tags,
        security: bearer,
        summary: 'Remove one of your passkeys: it signs in no more; 404 if it is not yours',
        params: idParams,
        response: { 204: z.null().describe('Removed'), ...errorResponses(401, 404, 422) },
      },
    },
    async (request, reply) => {
      await removePasskey(app.db, currentUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/login/passkey/options',
    {
      config: signInStep,
      schema: {
        tags,
        summary: 'Start signing in with a passkey: options for the browser, no e-mail needed',
        response: { 200: schemas.authenticationOptions, ...errorResponses(429) },
      },
    },
    async () => authenticationOptions(app.db, app.config),
  );

  app.post(
    '/login/passkey',
    {
      config: signInStep,
      schema: {
        tags,
        summary: "Sign in with a passkey's signed answer to its challenge (used once)",
        body: z.object({ Response: schemas.authenticationResponse }),
        response: { 200: loginAnswer, ...errorResponses(401, 403, 422, 429) },
      },
    },
    async (request, reply) => {
      const client = signInClient(request);
      const started = await signInWithPasskey(
        app.db,
        app.config,
        request.body.Response,
        client,
        requestLanguage(request),
      );
      return answerSignedIn(app, request, reply, started);
    },
  );

  /**
   * The browser's options for a passkey step that `POST /api/login` left pending: public and
   * limited as a sign-in, like the step's answer, with the pending sign-in's token.
   */
  function pendingStepOptions(
    url: string,
    summary: string,
    tokenFrom: 'SecondFactor' | 'TwoFactorSetUp',
    options: StepOptions,
    make: (token: string) => Promise<z.output<StepOptions>>,
  ) {
    app.post(
      url,
      {
        config: signInStep,
        schema: {
          tags,
          summary,
          description: `The token comes from \`POST /api/login\` (\`${tokenFrom}.Token\`).`,
          body: z.object({ Token: pendingSignInToken }),
          response: { 200: options, ...errorResponses(401, 409, 422, 429) },
        },
      },
      async (request) => make(request.body.Token),
    );
  }

  pendingStepOptions(
    '/login/TwoFactor/Passkey/Options',
    "The second step with a passkey: options naming the pending user's passkeys",
    'SecondFactor',
    schemas.authenticationOptions,
    (token) => secondFactorOptions(app.db, app.config, token),
  );

  app.post(
    '/login/TwoFactor/Passkey',
    {
      config: signInStep,
      schema: {
        tags,
        summary: 'The second step with a passkey: its signed answer opens the session, once',
        body: z.object({ Token: pendingSignInToken, Response: schemas.authenticationResponse }),
        response: { 200: loginAnswer, ...errorResponses(401, 422, 429) },
      },
    },
    async (request, reply) => {
      const client = signInClient(request);
      const started = await completeSecondFactorWithPasskey(
        app.db,
        app.config,
        request.body.Token,
        request.body.Response,
        client,
        requestLanguage(request),
      );
      return answerSignedIn(app, request, reply, started);
    },
  );

  pendingStepOptions(
    '/login/TwoFactor/SetUp/Passkey/Options',
    'The set-up the sign-in policy asks of staff, with a passkey: options to make one',
    'TwoFactorSetUp',
    schemas.registrationOptions,
    (token) => setUpOptionsAtSignIn(app.db, app.config, token),
  );

  app.post(
    '/login/TwoFactor/SetUp/Passkey',
    {
      config: signInStep,
      schema: {
        tags,
        summary: 'The new passkey kept under its name, and the session open',
        body: z.object({
          Token: pendingSignInToken,
          Name: schemas.passkeyName,
          Response: schemas.registrationResponse,
        }),
        response: { 200: loginAnswer, ...errorResponses(400, 401, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      const { Token, Name, Response } = request.body;
      const client = signInClient(request);
      const started = await setUpPasskeyAtSignIn(
        app.db,
        app.config,
        Token,
        { name: Name, response: Response },
        client,
        requestLanguage(request),
      );
      return answerSignedIn(app, request, reply, started);
    },
  );
}
