import type { FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGES } from 'shared-api/languages';
import { THEMES } from 'shared-api/themes';
import { z } from 'zod';
import type { SignInClient, StartedSession } from '../../domain/accounts/start-session';
import type { FastifyZod } from '../../lib/fastify-zod';
import { m } from '../../lib/texts';
import { takeAccountGroup } from '../../plugins/release-group';

export const language = z.enum(LANGUAGES, { error: m('The Language must be en or sw.') });
export const theme = z.enum(THEMES, { error: m('The Theme must be system, light or dark.') });
/** The answer of a complete sign-in, however it was made. */
export const loginAnswer = z.object({
  user: z.object({
    Name: z.string(),
    user_id: z.number().int(),
    Language: language.describe(
      "The language of the user's e-mails: the one chosen, else the one they first signed in with",
    ),
    Theme: theme.nullable().describe('The theme the user chose; null: as on their device'),
  }),
  Role: z.array(z.enum(['INT', 'SUP', 'ADM', 'ACA'])),
  token: z.string(),
});

/**
 * A right password's answer when a second step is due instead of a session: the code of an
 * authenticator app (or a passkey), or the set-up the sign-in policy requires of staff.
 */
export const secondStepAnswer = z.union([
  z.object({
    SecondFactor: z.object({
      Token: z.string().describe('Single-use, for 5 minutes: give it to POST /api/login/TwoFactor'),
      Methods: z
        .array(z.enum(['totp', 'passkey']))
        .describe("The second factors the user has: the app's code, a passkey"),
    }),
  }),
  z.object({
    TwoFactorSetUp: z.object({
      Token: z
        .string()
        .describe('Single-use, for 15 minutes: POST /api/login/TwoFactor/SetUp, then /Confirm'),
    }),
  }),
]);

/** The token of a sign-in `POST /api/login` left pending, as its next step sends it back. */
export const pendingSignInToken = z
  .string({ error: m('This sign-in has expired or was already used. Sign in again.') })
  .min(1)
  .max(200, { error: m('This sign-in has expired or was already used. Sign in again.') });

/** Where a sign-in came from, as startSession keeps it: the browser and the client's address. */
export const signInClient = (request: FastifyRequest): SignInClient => ({
  userAgent: request.headers['user-agent'] ?? '',
  clientAddress: request.ip,
});

/**
 * What every way of signing in answers once its session is open (startSession): the login
 * answer, with the account's release group taken and a new device's e-mail sent.
 */
export function answerSignedIn(
  app: FastifyZod,
  request: FastifyRequest,
  reply: FastifyReply,
  { mailId, ...answer }: StartedSession,
) {
  takeAccountGroup(request, reply, answer.user.user_id);
  // Not awaited: the sign-in must not wait for SMTP.
  if (mailId !== undefined) void app.mailer.deliver(mailId).catch(() => undefined);
  return answer;
}
