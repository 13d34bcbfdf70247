import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/** Origins of portals served from elsewhere (REMOTE_*_URL given as absolute URLs). */
function remoteOrigins(urls: string[]): string[] {
  const origins = urls.filter((url) => !url.startsWith('/')).map((url) => new URL(url).origin);
  return [...new Set(origins)];
}

export default fp(
  async (app) => {
    const { config } = app;
    const remotes = remoteOrigins([
      config.REMOTE_PUBLIC_URL,
      config.REMOTE_INTERN_URL,
      config.REMOTE_SUPERVISOR_URL,
      config.REMOTE_ADMIN_URL,
    ]);
    await app.register(helmet, {
      // Same-site lets a shell on another port of this host (webpack dev server) load portals.
      crossOriginResourcePolicy: { policy: 'same-site' },
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          scriptSrc: ["'self'", ...remotes],
          // emotion (MUI) injects <style> elements at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          connectSrc: ["'self'", ...remotes],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
    });
  },
  { name: 'security-headers', dependencies: ['config'] },
);
