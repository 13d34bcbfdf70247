import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';

export interface ReleaseCounts {
  package: string;
  releaseId: string;
  pageViews: number;
  errors: number;
}

/** `YYYY-MM-DDTHH:MM` in UTC: the row a minute's reports are added to. */
export const minuteOf = (at: Date) => at.toISOString().slice(0, 16);

/** Adds reported page views and errors to their release's row of this minute. */
export async function addClientEvents(db: DbOrTrx, counts: ReleaseCounts[], minute: string) {
  for (const count of counts) {
    await db
      .insertInto('client_event_counts')
      .values({
        package: count.package,
        release_id: count.releaseId,
        minute,
        page_views: count.pageViews,
        errors: count.errors,
      })
      .onConflict((oc) =>
        oc.columns(['package', 'release_id', 'minute']).doUpdateSet({
          page_views: sql`client_event_counts.page_views + excluded.page_views`,
          errors: sql`client_event_counts.errors + excluded.errors`,
        }),
      )
      .execute();
  }
}

/** Each release's page views and errors reported from the minute of `since` on. */
export async function countsSince(
  db: DbOrTrx,
  pkg: string,
  since: Date,
): Promise<Record<string, { pageViews: number; errors: number }>> {
  const rows = await db
    .selectFrom('client_event_counts')
    .select([
      'release_id',
      (eb) => eb.fn.sum<number | string>('page_views').as('pageViews'),
      (eb) => eb.fn.sum<number | string>('errors').as('errors'),
    ])
    .where('package', '=', pkg)
    .where('minute', '>=', minuteOf(since))
    .groupBy('release_id')
    .execute();
  return Object.fromEntries(
    rows.map((row) => [
      row.release_id,
      { pageViews: Number(row.pageViews), errors: Number(row.errors) },
    ]),
  );
}

/** Of these (package, release) pairs, those that are not kept releases. */
export async function unknownReleases(
  db: DbOrTrx,
  pairs: { package: string; releaseId: string }[],
): Promise<{ package: string; releaseId: string }[]> {
  if (pairs.length === 0) return [];
  const rows = await db
    .selectFrom('releases')
    .select(['package', 'release_id'])
    .where('release_id', 'in', [...new Set(pairs.map((pair) => pair.releaseId))])
    .execute();
  const known = new Set(rows.map((row) => `${row.package}/${row.release_id}`));
  return pairs.filter((pair) => !known.has(`${pair.package}/${pair.releaseId}`));
}

/** Drops rows older than `before`: the figures of ended shares matter for a few days. */
export async function pruneClientEvents(db: DbOrTrx, before: Date) {
  await db.deleteFrom('client_event_counts').where('minute', '<', minuteOf(before)).execute();
}
