import { SIGN_IN_METHODS } from 'shared-api/sign-in-methods';
import { z } from 'zod';
import { changeSignInPolicy } from '../../domain/accounts/sign-in-settings.service';
import { userSignIn } from '../../domain/people/user-sign-in.service';
import { readSignInPolicy } from '../../domain/accounts/sign-in-policy.repository';
import type { FastifyZod } from '../../lib/fastify-zod';
import { currentUser } from '../../plugins/auth';
import { bearer, errorResponses, idParams } from '../common';

const tags = ['accounts'];
const admin = { access: ['ADM'] as const };

const policySchema = z.object({
  StaffTwoFactorRequired: z
    .boolean()
    .describe('Administrators and supervisors sign in with a second factor'),
  StaffSsoRequired: z
    .boolean()
    .describe("Administrators and supervisors sign in through the firm's identity provider only"),
});
type PolicyBody = z.infer<typeof policySchema>;

const toBody = (policy: Awaited<ReturnType<typeof readSignInPolicy>>): PolicyBody => ({
  StaffTwoFactorRequired: policy.staffTwoFactorRequired,
  StaffSsoRequired: policy.staffSsoRequired,
});

/** Issue 68: what staff must sign in with, and how each user signs in, for administrators. */
export default async function signInPolicyRoutes(app: FastifyZod) {
  app.get(
    '/Admin/SignInPolicy',
    {
      config: admin,
      schema: {
        tags,
        security: bearer,
        summary: 'What administrators and supervisors must sign in with',
        response: { 200: policySchema, ...errorResponses(401, 403) },
      },
    },
    async () => toBody(await readSignInPolicy(app.db)),
  );

  app.put(
    '/Admin/SignInPolicy',
    {
      config: admin,
      schema: {
        tags,
        security: bearer,
        summary: 'Change what administrators and supervisors must sign in with',
        description:
          'Requiring single sign-on answers 409 unless this session signed in through it.',
        body: policySchema,
        response: { 200: policySchema, ...errorResponses(401, 403, 409, 422) },
      },
    },
    async (request) => {
      const { StaffTwoFactorRequired, StaffSsoRequired } = request.body;
      const policy = {
        staffTwoFactorRequired: StaffTwoFactorRequired,
        staffSsoRequired: StaffSsoRequired,
      };
      const user = currentUser(request);
      return toBody(
        await changeSignInPolicy(app.db, policy, { id: user.id, sessionId: user.sessionId }),
      );
    },
  );

  app.get(
    '/Admin/User/:id/SignIn',
    {
      config: admin,
      schema: {
        tags,
        security: bearer,
        summary: 'How a user signs in: last sign-in, open sessions, passkeys and authenticator app',
        params: idParams,
        response: {
          200: z.object({
            LastSignIn: z
              .object({ At: z.string(), Method: z.enum(SIGN_IN_METHODS) })
              .nullable()
              .describe('null: none on record'),
            OpenSessions: z.number().int(),
            Passkeys: z.number().int().describe('How many passkeys they registered'),
            AuthenticatorApp: z.boolean().describe('Whether an authenticator app is set up'),
          }),
          ...errorResponses(401, 403, 404, 422),
        },
      },
    },
    async (request) => userSignIn(app.db, request.params.id),
  );
}
