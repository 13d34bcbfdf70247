import fp from 'fastify-plugin';

/**
 * The spec's client sends some forms (the status check's `Email`) as form data. JSON, URL-encoded
 * and multipart forms all reach the same zod schema: text fields become `request.body`.
 * Routes that stream files themselves set `config: { multipartStream: true }`.
 */
export default fp(
  async (app) => {
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
    multipartStream?: boolean;
  }
}
