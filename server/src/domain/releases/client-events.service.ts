import type { Db } from '../../db/database';
import { HttpError } from '../../lib/errors';
import { m } from '../../lib/texts';
import {
  addClientEvents,
  claimPageViews,
  minuteOf,
  unknownReleases,
  type ReleaseCounts,
} from './client-events.repository';
import type { PageToken } from './page-tokens';
import { openShares, rolledBackAmong } from './release-shares.repository';
import { readLiveReleases } from './releases.repository';

export const CLIENT_EVENT_KINDS = ['view', 'error', 'rejection', 'chunk', 'error-screen'] as const;

export interface ClientEvent {
  Package: string;
  Release: string;
  Kind: (typeof CLIENT_EVENT_KINDS)[number];
  Message?: string;
  Path?: string;
}

/** What a report may keep of an error: no query (it may hold a token), a message cut short. */
export const MESSAGE_KEPT = 200;
export const keptPath = (path: string | undefined) => path?.split(/[?#]/)[0].slice(0, 200);
export const keptMessage = (message: string | undefined) => message?.slice(0, MESSAGE_KEPT);

export function countByRelease(events: ClientEvent[]): ReleaseCounts[] {
  const counts = new Map<string, ReleaseCounts>();
  for (const event of events) {
    const key = `${event.Package}/${event.Release}`;
    const count = counts.get(key) ?? {
      package: event.Package,
      releaseId: event.Release,
      pageViews: 0,
      errors: 0,
    };
    if (event.Kind === 'view') count.pageViews += 1;
    else count.errors += 1;
    counts.set(key, count);
  }
  return [...counts.values()];
}

/** At most this many errors of one release count from one report (a page sends at most 5 a minute). */
export const REPORT_ERRORS_COUNTED = 5;

/**
 * What of a report counts (docs/decisions.md, "Releases to a share of users"): only with its
 * page's token, only the events of the releases that page runs, one view per package and page,
 * and a few errors. The client's own cap per minute is the repository's.
 */
async function countedOf(
  db: Db,
  events: ClientEvent[],
  token: PageToken,
  minute: string,
): Promise<ReleaseCounts[]> {
  const ran = events.filter((event) => token.releases[event.Package] === event.Release);
  const viewed = [...new Set(ran.filter((e) => e.Kind === 'view').map((e) => e.Package))];
  const claimed = await claimPageViews(db, token.pageId, viewed, minute);
  return countByRelease(ran)
    .map((count) => ({
      ...count,
      pageViews: claimed.includes(count.package) ? 1 : 0,
      errors: Math.min(count.errors, REPORT_ERRORS_COUNTED),
    }))
    .filter((count) => count.pageViews + count.errors > 0);
}

/**
 * Adds what counts of a page's report to its releases' figures of this minute, for its client;
 * refuses the whole report when a release is not one this server keeps, or the token is not one
 * it signed (nothing counted). A report without a token, or with an old page's, counts nothing
 * but is answered. Answers what was counted, and the packages whose reported release was a
 * share since rolled back, and not live or shared again: the page offers a reload.
 */
export async function recordClientEvents(
  db: Db,
  events: ClientEvent[],
  page: { token: PageToken | 'expired' | 'invalid' | null; client: string },
  now = new Date(),
): Promise<{ counted: ReleaseCounts[]; rolledBack: string[] }> {
  const counts = countByRelease(events);
  if ((await unknownReleases(db, counts)).length > 0) {
    throw new HttpError(422, m('The page named a release this server does not keep.'));
  }
  if (page.token === 'invalid') {
    throw new HttpError(422, m('The report carries a page token this server did not sign.'));
  }
  const minute = minuteOf(now);
  const counted =
    page.token === null || page.token === 'expired'
      ? []
      : await countedOf(db, events, page.token, minute);
  await addClientEvents(db, counted, page.client, minute);
  const live = await readLiveReleases(db);
  const shares = await openShares(db);
  const rolledBack: string[] = [];
  for (const { package: pkg, releaseId } of counts) {
    const current = releaseId === live[pkg] || releaseId === shares[pkg]?.releaseId;
    if (current || rolledBack.includes(pkg)) continue;
    if ((await rolledBackAmong(db, pkg, [releaseId])).length > 0) rolledBack.push(pkg);
  }
  return { counted, rolledBack };
}
