import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/errors';
import { m } from '../lib/texts';

/** What an HTML form can post; a page of another site can make a browser send any of them. */
const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

const mediaType = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();

/**
 * Bodies are JSON, except on the routes a form posts: the status check, which the spec's client
 * sends as form data (`config: { formBody: true }`), and the application with its files
 * (`config: { multipartStream: true }`, streamed by the route). Elsewhere a form body is a 415,
 * so a form on another site cannot reach the other routes that e-mail; text/plain, the third
 * kind a form sends, is refused everywhere. URL-encoded and multipart fields become `request.body`.
 */
export default fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      if (request.method === 'GET' || request.method === 'HEAD') return;
      const type = mediaType(request);
      const { formBody, multipartStream } = request.routeOptions.config;
      const formRoute = Boolean(formBody || multipartStream);
      if (type === 'text/plain' || (FORM_TYPES.has(type) && !formRoute)) {
        throw new HttpError(415, m('This route takes a JSON body.'));
      }
    });
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
    app.addHook('preValidation', async (request) => {
      if (!request.isMultipart() || request.routeOptions.config.multipartStream) return;
      const fields: Record<string, unknown> = {};
      for await (const part of request.parts()) {
        if (part.type === 'field') fields[part.fieldname] = part.value;
        else part.file.resume();
      }
      request.body = fields;
    });
  },
  { name: 'form-body' },
);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes URL-encoded and multipart forms as well as JSON. */
    formBody?: boolean;
    multipartStream?: boolean;
  }
}
