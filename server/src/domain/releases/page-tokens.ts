import crypto from 'node:crypto';
import { z } from 'zod';
import { HOUR } from '../../lib/time';
import { isReleaseId } from './release-ids';

/**
 * Each page the server draws carries a signed token naming the page (a random id), when it was
 * drawn and the release of each package it runs (docs/decisions.md, "Releases to a share of
 * users"). Its reports count only with it, only for those releases, and once per page for views,
 * so figures rest on pages the server really served. A page open for a working day still reports.
 */
export const PAGE_TOKEN_LIFETIME_MS = 24 * HOUR;
/** Instances' clocks may differ a little: a token from a few seconds ahead is still good. */
const CLOCK_SKEW_MS = 60_000;

export interface PageToken {
  pageId: string;
  issuedAt: number;
  releases: Record<string, string>;
}

const payloadSchema = z.object({
  p: z.string().regex(/^[\w-]{22}$/),
  t: z.number().int(),
  r: z.record(z.string().max(40), z.string().refine(isReleaseId)),
});

const signature = (secret: string, payload: string) =>
  crypto.createHmac('sha256', secret).update(`page-token:${payload}`).digest('base64url');

export function signPageToken(
  secret: string,
  releases: Record<string, string>,
  now = Date.now(),
): string {
  const body = { p: crypto.randomBytes(16).toString('base64url'), t: now, r: releases };
  const payload = Buffer.from(JSON.stringify(body)).toString('base64url');
  return `${payload}.${signature(secret, payload)}`;
}

/** The page a token names; 'expired' for an old page's; 'invalid' for one this server never signed. */
export function checkPageToken(
  secret: string,
  token: string,
  now = Date.now(),
): PageToken | 'expired' | 'invalid' {
  const match = /^([\w-]{1,1400})\.([\w-]{43})$/.exec(token);
  if (!match) return 'invalid';
  const expected = Buffer.from(signature(secret, match[1]));
  const actual = Buffer.from(match[2]);
  if (actual.length !== expected.length || !crypto.timingSafeEqual(actual, expected)) {
    return 'invalid';
  }
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(match[1], 'base64url').toString('utf8'));
  } catch {
    return 'invalid';
  }
  const parsed = payloadSchema.safeParse(body);
  if (!parsed.success) return 'invalid';
  const { p, t, r } = parsed.data;
  if (t > now + CLOCK_SKEW_MS || now - t > PAGE_TOKEN_LIFETIME_MS) return 'expired';
  return { pageId: p, issuedAt: t, releases: r };
}

/** The page with its token in the head (`<meta name="page-token">`), for its reports. */
export const withPageToken = (html: string, token: string) =>
  html.replace('</head>', `<meta name="page-token" content="${token}"></head>`);
