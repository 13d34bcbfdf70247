import { z } from 'zod';
import { checkPasswordWithLockout } from '../../domain/accounts/auth.service';
import {
  beginSetUpAtSignIn,
  completeSecondFactor,
  confirmSetUpAtSignIn,
  resetTwoFactor,
} from '../../domain/accounts/second-step.service';
import {
  beginSetUp,
  confirmSetUp,
  disableTwoFactor,
  twoFactorState,
} from '../../domain/accounts/two-factor.service';
import { findActiveUserById } from '../../domain/users/users.repository';
import { ValidationError, unauthorized } from '../../lib/errors';
import type { FastifyZod } from '../../lib/fastify-zod';
import { requestLanguage } from '../../lib/request-language';
import { m, requestTexts } from '../../lib/texts';
import { currentUser } from '../../plugins/auth';
import { limits } from '../../plugins/rate-limits';
import { answerSignedIn, loginAnswer, pendingSignInToken, signInClient } from '../auth/signed-in';
import { bearer, errorResponses, idParams, messageSchema } from '../common';

const tags = ['two-factor'];
const signedIn = { access: 'signed-in' } as const;
/** What a session the policy holds back for a second factor may still do: set one up. */
const settingUp = { ...signedIn, beforeSecondFactor: true } as const;

const codeField = z
  .string({ error: m('Enter the code your app shows.') })
  .trim()
  .min(1, { error: m('Enter the code your app shows.') })
  .max(40, { error: m('This code is not right. Enter the code your app shows now.') });

const stateSchema = z.object({
  Enabled: z.boolean().describe('Whether a code is asked after the password'),
  RecoveryCodesLeft: z.number().int().describe('Unused recovery codes (0 when off)'),
});
const setUpSchema = z.object({
  Uri: z.string().describe('The otpauth:// URI an authenticator app reads'),
  QrCode: z.string().describe('The URI as a QR code: an SVG data URL'),
  Secret: z.string().describe('The secret (base32), for typing into the app by hand'),
});
const recoveryCodes = z
  .array(z.string())
  .length(10)
  .describe('Ten single-use recovery codes, shown this once: the server keeps only their hashes');

/** Issue 68: two-factor with an authenticator app (TOTP), and its step at sign-in. */
export default async function twoFactorRoutes(app: FastifyZod) {
  app.get(
    '/Account/TwoFactor',
    {
      config: settingUp,
      schema: {
        tags,
        security: bearer,
        summary: 'Whether your sign-in asks a code from an authenticator app',
        response: { 200: stateSchema, ...errorResponses(401) },
      },
    },
    async (request) => twoFactorState(app.db, currentUser(request).id),
  );

  app.post(
    '/Account/TwoFactor/SetUp',
    {
      config: settingUp,
      schema: {
        tags,
        security: bearer,
        summary: 'Start setting up: a new secret for your app, on until confirmed with a code',
        response: { 200: setUpSchema, ...errorResponses(401, 409) },
      },
    },
    async (request) => {
      const user = await findActiveUserById(app.db, currentUser(request).id);
      if (!user) throw unauthorized();
      return beginSetUp(app.db, app.config, user);
    },
  );

  app.post(
    '/Account/TwoFactor/Confirm',
    {
      config: settingUp,
      schema: {
        tags,
        security: bearer,
        summary: "Turn two-factor on with your app's code; answers the recovery codes, once",
        description:
          'This session then counts as signed in with two factors: one that the sign-in policy ' +
          'held back (403 `two-factor-set-up-required`) goes on working.',
        body: z.object({ Code: codeField }),
        response: {
          200: z.object({ RecoveryCodes: recoveryCodes }),
          ...errorResponses(401, 409, 422),
        },
      },
    },
    async (request) => {
      const { id, sessionId } = currentUser(request);
      return {
        RecoveryCodes: await confirmSetUp(app.db, app.config, id, request.body.Code, sessionId),
      };
    },
  );

  app.post(
    '/Account/TwoFactor/Disable',
    {
      config: { ...signedIn, rateLimit: limits.login },
      schema: {
        tags,
        security: bearer,
        summary: 'Turn two-factor off, with your password and a code (or a recovery code)',
        body: z.object({
          Password: z.string({ error: m('The password field is required.') }).min(1, {
            error: m('The password field is required.'),
          }),
          Code: codeField,
        }),
        response: { 200: messageSchema, ...errorResponses(401, 409, 422, 429) },
      },
    },
    async (request) => {
      const user = await findActiveUserById(app.db, currentUser(request).id);
      if (!user) throw unauthorized();
      const attempt = { email: user.email, clientAddress: request.ip };
      const ok = await checkPasswordWithLockout(
        app.db,
        app.config,
        attempt,
        user.password_hash,
        request.body.Password,
      );
      if (!ok) {
        throw new ValidationError({ Password: [m('The password is not right.')] });
      }
      await disableTwoFactor(app.db, app.config, user.id, request.body.Code);
      const { t } = requestTexts(request);
      return { message: t('Two-factor authentication is off.') };
    },
  );

  app.post(
    '/login/TwoFactor',
    {
      config: { access: 'public', rateLimit: limits.login },
      schema: {
        tags: ['accounts', ...tags],
        summary: "The second step of a sign-in: the pending sign-in's token and a code",
        description:
          'The token comes from `POST /api/login` (`SecondFactor.Token`): single-use, for 5 ' +
          'minutes. Give `Code` (six digits from the app) or `RecoveryCode`. Five wrong codes ' +
          'in 15 minutes lock the account’s second step (429).',
        body: z.union([
          z.object({ Token: pendingSignInToken, Code: codeField }),
          z.object({ Token: pendingSignInToken, RecoveryCode: codeField }),
        ]),
        response: { 200: loginAnswer, ...errorResponses(401, 422, 429) },
      },
    },
    async (request, reply) => {
      const { Token, ...proof } = request.body;
      const started = await completeSecondFactor(
        app.db,
        app.config,
        Token,
        'Code' in proof ? { Code: proof.Code } : { RecoveryCode: proof.RecoveryCode },
        signInClient(request),
        requestLanguage(request),
      );
      return answerSignedIn(app, request, reply, started);
    },
  );

  app.post(
    '/login/TwoFactor/SetUp',
    {
      config: { access: 'public', rateLimit: limits.login },
      schema: {
        tags: ['accounts', ...tags],
        summary: 'The set-up the sign-in policy asks of staff: a secret for the app',
        description: 'The token comes from `POST /api/login` (`TwoFactorSetUp.Token`).',
        body: z.object({ Token: pendingSignInToken }),
        response: { 200: setUpSchema, ...errorResponses(401, 409, 422, 429) },
      },
    },
    async (request) => beginSetUpAtSignIn(app.db, app.config, request.body.Token),
  );

  app.post(
    '/login/TwoFactor/Confirm',
    {
      config: { access: 'public', rateLimit: limits.login },
      schema: {
        tags: ['accounts', ...tags],
        summary: "The set-up's first code: two-factor on, the session open, the recovery codes",
        body: z.object({ Token: pendingSignInToken, Code: codeField }),
        response: {
          200: loginAnswer.extend({ RecoveryCodes: recoveryCodes }),
          ...errorResponses(401, 409, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const { started, codes } = await confirmSetUpAtSignIn(
        app.db,
        app.config,
        request.body.Token,
        request.body.Code,
        signInClient(request),
        requestLanguage(request),
      );
      return { ...answerSignedIn(app, request, reply, started), RecoveryCodes: codes };
    },
  );

  app.delete(
    '/Admin/User/:id/TwoFactor',
    {
      config: { access: ['ADM'] },
      schema: {
        tags: ['users', ...tags],
        security: bearer,
        summary: "Reset another user's second factor (a lost phone); they are e-mailed",
        params: idParams,
        response: { 200: messageSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const mailId = await resetTwoFactor(
        app.db,
        app.config,
        currentUser(request).id,
        request.params.id,
      );
      void app.mailer.deliver(mailId).catch(() => undefined);
      const { t } = requestTexts(request);
      return { message: t('Their second factor is reset: their password alone signs them in.') };
    },
  );
}
