import fp from 'fastify-plugin';

export const HTTP_PUBLIC_URL_WARNING =
  'PUBLIC_URL is not https: the links e-mailed (password resets, activations, personal data) and ' +
  'every session token would cross the network readable by anyone on the way. Put a TLS proxy ' +
  'in front (docs/deploy.md) and set PUBLIC_URL to its https:// address.';

const isThisMachine = (hostname: string) =>
  hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname);

/**
 * In production, a PUBLIC_URL that is neither https nor this machine (a trial) is said once, at
 * start, with the reason.
 */
export default fp(
  async (app) => {
    const { NODE_ENV, PUBLIC_URL } = app.config;
    const url = new URL(PUBLIC_URL);
    if (NODE_ENV === 'production' && url.protocol !== 'https:' && !isThisMachine(url.hostname)) {
      app.log.warn({ PUBLIC_URL }, HTTP_PUBLIC_URL_WARNING);
    }
  },
  { name: 'public-url-warning', dependencies: ['config'] },
);
