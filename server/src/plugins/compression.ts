import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/** Answers below this many bytes go out as they are: compressing them saves next to nothing. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Brotli or gzip as the client's Accept-Encoding prefers, for compressible types only (JSON,
 * text; not PDFs). Static files that ship a .br/.gz beside them are sent as they are.
 */
export default fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      encodings: ['br', 'gzip'],
      threshold: COMPRESS_THRESHOLD_BYTES,
    });
    // Every answer, compressed or not: a cache (a CDN at RELEASES_URL) keyed on the URL alone
    // would give a release's brotli file, or a page's, to a client that cannot read it.
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('vary', 'accept-encoding');
    });
  },
  { name: 'compression' },
);
