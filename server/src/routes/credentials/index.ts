import { z } from 'zod';
import {
  checkCredential,
  MAX_CREDENTIAL_BYTES,
} from '../../domain/credentials/credential-check';
import { HttpError } from '../../lib/errors';
import type { FastifyZod } from '../../lib/fastify-zod';
import { requestTexts } from '../../lib/texts';
import { limits } from '../../plugins/rate-limits';
import { errorResponses } from '../common';

export const checkAnswerSchema = z.object({
  Result: z.enum(['valid', 'revoked', 'tampered', 'unknown-issuer']),
  message: z.string().describe('The answer in a sentence, in the request’s language'),
  Checks: z.array(z.object({ Check: z.string(), Passed: z.boolean() })),
  Subject: z
    .object({ Name: z.string(), Achievement: z.string(), Issuer: z.string(), IssuedOn: z.string() })
    .nullable(),
});

/**
 * A JSON body holding a credential of up to 1 MB: escaped, its text may take more bytes (a
 * larger body is refused by Fastify before it is read).
 */
export const CHECK_BODY_LIMIT = 3 * MAX_CREDENTIAL_BYTES;

/** docs/credentials.md: checking a credential, for anyone, fetching nothing. */
export default async function credentialRoutes(app: FastifyZod) {
  app.post(
    '/Credential/verify',
    {
      bodyLimit: CHECK_BODY_LIMIT,
      config: { access: 'public', rateLimit: limits.verify },
      schema: {
        tags: ['letters'],
        summary:
          'Check an Open Badges 3.0 credential (its JSON text): valid, revoked, tampered or another issuer’s',
        body: z.object({ Credential: z.string() }),
        response: { 200: checkAnswerSchema, ...errorResponses(413, 422, 429) },
      },
    },
    async (request) => {
      const outcome = await checkCredential(
        app.db,
        app.config,
        request.body.Credential,
        requestTexts(request),
      );
      if (outcome.status === 200) return outcome.body;
      // Said already in the request's language: the error handler passes it on as it is.
      throw new HttpError(outcome.status, outcome.body.message);
    },
  );
}
