import { createHash, randomInt } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { RELEASE_GROUPS } from '../domain/releases/release-shares.service';

export const RELEASE_GROUP_COOKIE = 'release_group';
const COOKIE = new RegExp(`(?:^|;\\s*)${RELEASE_GROUP_COOKIE}=(\\d{1,2})(?:;|$)`);
const YEAR_SECONDS = 365 * 24 * 3600;

function setGroup(request: FastifyRequest, reply: FastifyReply, group: number) {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'Set-Cookie',
    `${RELEASE_GROUP_COOKIE}=${group}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax; HttpOnly${secure}`,
  );
}

/**
 * The browser's release group (0-99; docs/decisions.md, "Releases to a share of users"): kept
 * in a cookie, so it stays the same across pages, reloads and instances. A browser without one
 * is given one at random, and the answer sets it.
 */
export function releaseGroup(request: FastifyRequest, reply: FastifyReply): number {
  const kept = COOKIE.exec(request.headers.cookie ?? '')?.[1];
  if (kept !== undefined) return Number(kept);
  const group = randomInt(RELEASE_GROUPS);
  setGroup(request, reply, group);
  return group;
}

/** An account's own group: the same on every instance, browser and device. */
export const accountGroup = (userId: number) =>
  createHash('sha256').update(`release group of user ${userId}`).digest().readUInt32BE(0) %
  RELEASE_GROUPS;

/**
 * At sign-in the browser takes the account's group, so that a person gets the same releases on
 * every device from their next page on (the page signing in keeps what it runs).
 */
export const takeAccountGroup = (request: FastifyRequest, reply: FastifyReply, userId: number) =>
  setGroup(request, reply, accountGroup(userId));
