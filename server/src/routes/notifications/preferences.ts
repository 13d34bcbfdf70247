import { z } from 'zod';
import {
  mailPreferences,
  saveMailPreferences,
} from '../../domain/notifications/preferences.service';
import type { FastifyZod } from '../../lib/fastify-zod';
import { m, requestTexts, schemaText } from '../../lib/texts';
import { currentUser } from '../../plugins/auth';
import { bearer, errorResponses, messageSchema } from '../common';

const tags = ['notifications'];
const mailChoice = z.enum(['immediate', 'digest', 'never'], {
  error: m('The Mail must be immediate, digest or never.'),
});

/** Which notifications are e-mailed to the signed-in user, and when (docs/product.md). */
export default async function preferenceRoutes(app: FastifyZod) {
  app.get(
    '/Notification/Preferences',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        security: bearer,
        summary: 'Your e-mail choice for each kind of notification you can choose for',
        response: {
          200: z.object({
            Preferences: z.array(
              z.object({ Kind: z.string(), Label: z.string(), Mail: mailChoice }),
            ),
          }),
          ...errorResponses(401),
        },
      },
    },
    async (request) => ({
      Preferences: await mailPreferences(app.db, currentUser(request), requestTexts(request)),
    }),
  );

  app.put(
    '/Notification/Preferences',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        security: bearer,
        summary:
          'Sets your e-mail choice for some kinds: immediate, digest (each morning) or never',
        body: z.object({
          Preferences: z
            .array(z.object({ Kind: z.string().max(50), Mail: mailChoice }), {
              error: schemaText(
                m('The Preferences must be a list of {shape}.', { shape: '{ Kind, Mail }' }),
              ),
            })
            .max(50),
        }),
        response: { 200: messageSchema, ...errorResponses(401, 422) },
      },
    },
    async (request) => {
      await saveMailPreferences(app.db, currentUser(request), request.body.Preferences);
      const { t } = requestTexts(request);
      return { message: t('Preferences saved') };
    },
  );
}
