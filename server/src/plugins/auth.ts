import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '../db/schema';
import { SecondFactorSetUpRequired, secondFactorDue } from '../domain/accounts/second-factor-due';
import {
  findSessionUser,
  touchSession,
  type SessionUser,
} from '../domain/accounts/sessions.repository';
import { forbidden, unauthorized } from '../lib/errors';
import { m } from '../lib/texts';
import { isoNow, MINUTE } from '../lib/time';
import { bearerToken, hashToken } from '../lib/tokens';

/**
 * Who may call a route. Every /api route must declare one in `config.access`:
 * `'public'`, `'signed-in'` (any role) or a list of roles. Ownership checks stay in services.
 */
export type Access = 'public' | 'signed-in' | readonly Role[];

export interface ApiRoute {
  method: string;
  url: string;
  access: Access;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * Open to a staff session the two-factor policy holds back (second-factor-due.ts): what it
     * needs to set up its second factor, keep its language and theme, and sign out.
     */
    beforeSecondFactor?: true;
  }
  interface FastifyRequest {
    /** Set by `authenticate`; null on public routes. */
    user: SessionUser | null;
  }
  interface FastifyInstance {
    authenticate: onRequestAsyncHookHandler;
    requireRole: (...roles: Role[]) => onRequestAsyncHookHandler;
    /** Every API route with its access rule, collected as routes are added. */
    apiRoutes: ApiRoute[];
  }
}

/** A session that ended (expired, revoked, or its user archived): log in again. */
export const SESSION_ENDED = m('Your session has expired or is invalid. Please log in.');

/** Routes under /api that are not part of the product's API (generated documentation). */
const isDocsRoute = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');

/** The signed-in user of a request on a protected route. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('user', null);

    const authenticate: onRequestAsyncHookHandler = async (request) => {
      const token = bearerToken(request.headers.authorization);
      if (!token) throw unauthorized();
      const tokenHash = hashToken(token);
      const now = Date.now();
      let user = app.sessionCache.get(tokenHash, now);
      if (!user) {
        const generation = app.sessionCache.generation;
        user = await findSessionUser(app.db, tokenHash, now);
        if (!user) throw unauthorized(SESSION_ENDED);
        app.sessionCache.remember(tokenHash, user, generation, now);
      }
      // One write a minute is enough to track idleness without a write per request.
      if (Date.parse(user.lastUsedAt) < now - MINUTE) {
        await touchSession(app.db, user.sessionId).catch((error: unknown) => {
          // Idleness is worth a write, not a refusal: a read on a full disk is still answered.
          if (!app.storageFull.isCause(error)) throw error;
          app.storageFull.refused(error);
        });
        user.lastUsedAt = isoNow(now);
      }
      request.user = user;
      if (secondFactorDue(user) && !request.routeOptions.config.beforeSecondFactor) {
        throw new SecondFactorSetUpRequired();
      }
    };

    const requireRole = (...roles: Role[]): onRequestAsyncHookHandler =>
      async function (request, reply) {
        if (!request.user) await authenticate.call(this, request, reply);
        if (!roles.includes(currentUser(request).role)) throw forbidden();
      };

    app.decorate('authenticate', authenticate);
    app.decorate('requireRole', requireRole);
    app.decorate('apiRoutes', [] as ApiRoute[]);

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/') || isDocsRoute(route.url)) return;
      const access = route.config?.access;
      if (!access) throw new Error(`${route.url} must declare config.access`);
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        if (method !== 'HEAD') app.apiRoutes.push({ method, url: route.url, access });
      }
      if (access === 'public') return;
      const guard = access === 'signed-in' ? authenticate : requireRole(...access);
      // onRequest: the caller is checked before the body is parsed or validated.
      const existing = route.onRequest ?? [];
      route.onRequest = [guard, ...(Array.isArray(existing) ? existing : [existing])];
    });
  },
  { name: 'auth', dependencies: ['db', 'storage-full'] },
);
