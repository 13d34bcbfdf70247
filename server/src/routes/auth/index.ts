import { z } from 'zod';
import { LINK_SENT_MESSAGE, activateAccount } from '../../domain/applications/activation.service';
import { PasswordChangeRequired, login, logout } from '../../domain/accounts/auth.service';
import { requestPasswordReset, resetPassword } from '../../domain/accounts/password-reset.service';
import {
  EMAIL_CHANGED_MESSAGE,
  confirmEmailChange,
} from '../../domain/people/email-change.service';
import { setLanguage, setTheme } from '../../domain/users/users.repository';
import { requestLanguage } from '../../lib/request-language';
import { m, requestTexts } from '../../lib/texts';
import { currentUser } from '../../plugins/auth';
import { limits } from '../../plugins/rate-limits';
import { passwordSchema } from '../../lib/passwords';
import type { FastifyZod } from '../../lib/fastify-zod';
import { bearer, createdSchema, emailField, errorResponses, messageSchema } from '../common';
import { activationLimits } from './activation-limits';
import { answerSignedIn, language, loginAnswer, secondStepAnswer, theme } from './signed-in';

const tags = ['accounts'];
const credentials = z.object({
  email: emailField('email'),
  password: z.string({ error: m('The password field is required.') }).min(1, {
    error: m('The password field is required.'),
  }),
});
export default async function authRoutes(app: FastifyZod) {
  const activationLimit = activationLimits(app);

  app.post(
    '/login',
    {
      config: { access: 'public', rateLimit: limits.login },
      schema: {
        tags,
        body: credentials,
        response: {
          200: z.union([loginAnswer, secondStepAnswer]),
          ...errorResponses(401, 422, 429),
          403: z.object({
            message: z.string(),
            resetToken: z
              .string()
              .optional()
              .describe(
                'A first password to change: the token of a reset link; else SSO is required',
              ),
          }),
        },
      },
    },
    async (request, reply) => {
      try {
        const attempt = { email: request.body.email, clientAddress: request.ip };
        const { password } = request.body;
        const started = await login(
          app.db,
          app.config,
          attempt,
          password,
          requestLanguage(request),
          request.headers['user-agent'] ?? '',
        );
        if (!('token' in started)) return started;
        return answerSignedIn(app, request, reply, started);
      } catch (error) {
        if (!(error instanceof PasswordChangeRequired)) throw error;
        const { t } = requestTexts(request);
        return reply.code(403).send({ message: t(error.message), resetToken: error.resetToken });
      }
    },
  );

  app.put(
    '/Account/Language',
    {
      config: { access: 'signed-in', beforeSecondFactor: true },
      schema: {
        tags,
        security: bearer,
        summary: 'Sets the language your e-mails are written in: en or sw',
        body: z.object({ Language: language }),
        response: { 204: z.null().describe('Stored'), ...errorResponses(401, 422) },
      },
    },
    async (request, reply) => {
      await setLanguage(app.db, currentUser(request).id, request.body.Language);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/Account/Theme',
    {
      config: { access: 'signed-in', beforeSecondFactor: true },
      schema: {
        tags,
        security: bearer,
        summary: 'Sets your theme, shown at your next login anywhere: system, light or dark',
        body: z.object({ Theme: theme }),
        response: { 204: z.null().describe('Stored'), ...errorResponses(401, 422) },
      },
    },
    async (request, reply) => {
      await setTheme(app.db, currentUser(request).id, request.body.Theme);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/logout',
    {
      config: { access: 'signed-in', beforeSecondFactor: true },
      schema: { tags, security: bearer, response: { 200: messageSchema, ...errorResponses(401) } },
    },
    async (request) => {
      await logout(app.db, currentUser(request).sessionId);
      const { t } = requestTexts(request);
      return { message: t('Logged out') };
    },
  );

  app.post(
    '/Account/Activate',
    {
      config: { access: 'public', rateLimit: activationLimit.rateLimit },
      preHandler: activationLimit.preHandler,
      schema: {
        tags,
        summary: 'Create the intern account of a Passed application, with its e-mailed link',
        description:
          'Without a valid `token` nothing is created: a Passed applicant is e-mailed a fresh ' +
          'activation link and the answer is 202.',
        body: z.object({
          email: emailField('email'),
          password: passwordSchema,
          token: z.string().min(1).max(200).optional(),
        }),
        response: { 201: createdSchema, 202: messageSchema, ...errorResponses(401, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      const { email, password, token } = request.body;
      const result = await activateAccount(app.db, app.config, email, password, token);
      const { t } = requestTexts(request);
      if (result.created) {
        return reply
          .code(201)
          .send({ message: t('Sign Up Successfull. You can login now'), id: result.id });
      }
      // Not awaited, as for password resets: the answer must not wait for (or reveal) SMTP.
      if (result.mailId !== undefined)
        void app.mailer.deliver(result.mailId).catch(() => undefined);
      return reply.code(202).send({ message: t(LINK_SENT_MESSAGE) });
    },
  );

  app.post(
    '/Account/ConfirmEmail',
    {
      config: { access: 'public', rateLimit: limits.reset },
      schema: {
        tags,
        summary: "Make a new e-mail one's own, with the link sent to it",
        body: z.object({
          token: z
            .string({ error: m('The token is required.') })
            .min(1, { error: m('The token is required.') })
            .max(200, { error: m('This link is invalid, used or expired.') }),
        }),
        response: { 200: messageSchema, ...errorResponses(409, 422, 429) },
      },
    },
    async (request) => {
      await confirmEmailChange(app.db, request.body.token);
      const { t } = requestTexts(request);
      return { message: t(EMAIL_CHANGED_MESSAGE) };
    },
  );

  app.post(
    '/PasswordReset',
    {
      config: { access: 'public', rateLimit: limits.passwordReset },
      schema: {
        tags,
        summary: 'E-mail a reset link; answers 200 whether or not the account exists',
        body: z.object({ email: emailField('email') }),
        response: { 200: messageSchema, ...errorResponses(422, 429) },
      },
    },
    async (request) => {
      const mailId = await requestPasswordReset(app.db, app.config, request.body.email);
      // Not awaited: waiting for SMTP would tell by timing which accounts exist.
      if (mailId !== undefined) void app.mailer.deliver(mailId).catch(() => undefined);
      const { t } = requestTexts(request);
      return { message: t('If an account exists for this email, a reset link has been sent.') };
    },
  );

  app.post(
    '/Reset',
    {
      config: { access: 'public', rateLimit: limits.reset },
      schema: {
        tags,
        summary: 'Set a new password with the token of a reset or invitation link',
        body: z.object({
          token: z
            .string({ error: m('The token is required.') })
            .min(1, { error: m('The token is required.') }),
          password: passwordSchema,
        }),
        response: { 200: messageSchema, ...errorResponses(422, 429) },
      },
    },
    async (request) => {
      await resetPassword(app.db, app.config, request.body.token, request.body.password);
      const { t } = requestTexts(request);
      return { message: t('Password Reset Successfully!') };
    },
  );
}
