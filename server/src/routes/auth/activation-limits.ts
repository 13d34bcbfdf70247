import type { FastifyReply, FastifyRequest } from 'fastify';
import { carriesLiveActivationLink } from '../../domain/applications/activation.service';
import { HttpError } from '../../lib/errors';
import { m } from '../../lib/texts';
import type { FastifyZod } from '../../lib/fastify-zod';
import { limits } from '../../plugins/rate-limits';

type ActivationBody = { email: string; token?: string };

/**
 * `POST /Account/Activate` answers whether an address has a Passed application or an account
 * (decisions §5 keeps those answers). What bounds harvesting them: requests without a live
 * link are limited per client address (the route's `rateLimit`) and per e-mail (`preHandler`:
 * the rate-limit plugin runs one limit a request). The holder of a live link counts in neither.
 */
export function activationLimits(app: FastifyZod) {
  const checked = new WeakMap<FastifyRequest, Promise<boolean>>();
  const carriesLink = (request: FastifyRequest) => {
    let answer = checked.get(request);
    if (!answer) {
      const { email, token } = request.body as ActivationBody;
      answer = carriesLiveActivationLink(app.db, email, token);
      checked.set(request, answer);
    }
    return answer;
  };
  // Without the plugin (RATE_LIMITS=off) there is nothing to count with.
  const perEmail = app.hasDecorator('createRateLimit')
    ? app.createRateLimit({ ...limits.activateByEmail, allowList: carriesLink })
    : undefined;

  async function limitPerEmail(request: FastifyRequest, reply: FastifyReply) {
    const limit = await perEmail?.(request);
    if (!limit || limit.isAllowed || !limit.isExceeded) return;
    reply.header('retry-after', limit.ttlInSeconds);
    const minutes = Math.max(1, Math.ceil(limit.ttlInSeconds / 60));
    throw new HttpError(429, m('Too many attempts. Try again in {minutes} minutes.', { minutes }));
  }

  return {
    rateLimit: { ...limits.activate, allowList: carriesLink },
    preHandler: limitPerEmail,
  };
}
