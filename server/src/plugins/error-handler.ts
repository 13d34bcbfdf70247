import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, type FieldErrors } from '../lib/errors';

function fieldErrorsFromValidation(validation: { instancePath: string; message?: string }[]) {
  const errors: FieldErrors = {};
  for (const issue of validation) {
    const field = issue.instancePath.split('/').filter(Boolean)[0] ?? 'body';
    (errors[field] ??= []).push(issue.message ?? 'is invalid');
  }
  return errors;
}

/**
 * One error shape for the whole API: `{ message }`, plus `errors` keyed by payload field on 422.
 * A 5xx never reveals its cause (stack, SQL); it is logged instead.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = fieldErrorsFromValidation(error.validation);
        return reply.code(422).send({ message: 'The given data was invalid.', errors });
      }
      if (error instanceof HttpError) {
        if (error.headers) reply.headers(error.headers);
        const { message, errors } = error;
        return reply.code(error.statusCode).send(errors ? { message, errors } : { message });
      }
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        return reply.code(status).send({ message: 'Internal server error' });
      }
      return reply.code(status).send({ message: error.message });
    });
  },
  { name: 'error-handler' },
);
