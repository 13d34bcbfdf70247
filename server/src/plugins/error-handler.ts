import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnreachable, isPoolBusy } from '../lib/db-errors';
import { HttpError, type FieldErrors } from '../lib/errors';
import { requestLanguage } from '../lib/request-language';
import { m, sayAgain, textsIn, type Said, type Texts } from '../lib/texts';
import { RETRY_AFTER_SECONDS } from './database-outage';

/** A busy instance frees a connection within moments: sooner than after an outage. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

function fieldErrorsFromValidation(validation: { instancePath: string; message?: string }[]) {
  const errors: FieldErrors = {};
  for (const issue of validation) {
    const field = issue.instancePath.split('/').filter(Boolean)[0] ?? 'body';
    (errors[field] ??= []).push(issue.message ?? m('is invalid'));
  }
  return errors;
}

/** Field errors said in the reader's language. */
const fieldErrorsIn = (texts: Texts, errors: FieldErrors, own?: ReadonlyMap<string, Said>) =>
  Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [
      field,
      messages.map((message) => sayAgain(texts, message, own)),
    ]),
  );

/**
 * One error shape for the whole API: `{ message }`, plus `errors` keyed by payload field on 422
 * and `reason` where a client acts on the refusal (the two-factor set-up the policy requires).
 * A 5xx never reveals its cause (stack, SQL); it is logged instead. Messages are said in the
 * request's language (the client sends the language on screen as Accept-Language); a library's
 * own message, which no catalogue has, stays as it is.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const texts = textsIn(requestLanguage(request));
      const { t } = texts;
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = fieldErrorsIn(texts, fieldErrorsFromValidation(error.validation));
        return reply.code(422).send({ message: t('The given data was invalid.'), errors });
      }
      if (error instanceof HttpError) {
        if (error.headers) reply.headers(error.headers);
        const message = sayAgain(texts, error.message, error.texts);
        const reason = error.reason === undefined ? {} : { reason: error.reason };
        if (!error.errors) return reply.code(error.statusCode).send({ message, ...reason });
        const errors = fieldErrorsIn(texts, error.errors, error.texts);
        return reply.code(error.statusCode).send({ message, errors, ...reason });
      }
      if (app.storageFull.isCause(error)) {
        // Said once per spell (plugins/storage-full.ts), not once per request.
        app.storageFull.refused(error);
        const message = t('The server cannot store this now: its storage is full or read-only.');
        return reply.code(507).send({ message });
      }
      // In an outage the connections hang as they connect, and the queue fills behind them.
      const down = app.hasDecorator('databaseOutage') && app.databaseOutage.ongoing();
      if (isPoolBusy(error) && !down) {
        // Counted by /metrics (db_pool_busy_refusals_total), as the queue refuses it.
        return reply
          .code(503)
          .header('retry-after', String(BUSY_RETRY_AFTER_SECONDS))
          .send({ message: t('The server is busy with other requests. Try again in a moment.') });
      }
      if (
        (isDatabaseUnreachable(error) || isPoolBusy(error)) &&
        app.hasDecorator('databaseOutage')
      ) {
        // Said once per outage (plugins/database-outage.ts), not once per request.
        return app.databaseOutage.unreachable(error).then(() =>
          reply
            .code(503)
            .header('retry-after', String(RETRY_AFTER_SECONDS))
            .send({ message: t('The database does not answer. Try again in a moment.') }),
        );
      }
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.code(status).send({ message: t('Internal server error') });
      }
      return reply.code(status).send({ message: sayAgain(texts, error.message) });
    });
  },
  { name: 'error-handler' },
);
