import type { Db } from '../../db/database';
import { HttpError } from '../../lib/errors';
import { m } from '../../lib/texts';
import {
  addClientEvents,
  minuteOf,
  unknownReleases,
  type ReleaseCounts,
} from './client-events.repository';
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

/**
 * Adds a page's report to its releases' figures of this minute, refusing the whole report when a
 * release is not one this server keeps (nothing counted). Answers the packages whose reported
 * release was a share since rolled back, and not live or shared again: the page offers a reload.
 */
export async function recordClientEvents(
  db: Db,
  events: ClientEvent[],
  now = new Date(),
): Promise<{ counts: ReleaseCounts[]; rolledBack: string[] }> {
  const counts = countByRelease(events);
  if ((await unknownReleases(db, counts)).length > 0) {
    throw new HttpError(422, m('The page named a release this server does not keep.'));
  }
  await addClientEvents(db, counts, minuteOf(now));
  const live = await readLiveReleases(db);
  const shares = await openShares(db);
  const rolledBack: string[] = [];
  for (const { package: pkg, releaseId } of counts) {
    const current = releaseId === live[pkg] || releaseId === shares[pkg]?.releaseId;
    if (current || rolledBack.includes(pkg)) continue;
    if ((await rolledBackAmong(db, pkg, [releaseId])).length > 0) rolledBack.push(pkg);
  }
  return { counts, rolledBack };
}
