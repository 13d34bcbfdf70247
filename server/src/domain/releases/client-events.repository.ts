import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/database';

export interface ReleaseCounts {
  package: string;
  releaseId: string;
  pageViews: number;
  errors: number;
}

/** What one client (address) adds to a release's figures in one minute, at most. */
export const CLIENT_MINUTE_LIMITS = { pageViews: 30, errors: 10 };

/** `YYYY-MM-DDTHH:MM` in UTC: the row a minute's reports are added to. */
export const minuteOf = (at: Date) => at.toISOString().slice(0, 16);

/**
 * Claims the one view each package of a page may count: answers the packages not counted before
 * for that page (`pageId` from its token).
 */
export async function claimPageViews(
  db: DbOrTrx,
  pageId: string,
  packages: string[],
  minute: string,
): Promise<string[]> {
  const claimed: string[] = [];
  for (const pkg of packages) {
    const result = await db
      .insertInto('release_report_pages')
      .values({ page_id: pageId, package: pkg, minute })
      .onConflict((oc) => oc.columns(['page_id', 'package']).doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) > 0) claimed.push(pkg);
  }
  return claimed;
}

const capped = (column: 'page_views' | 'errors', limit: number) =>
  sql<number>`case when release_report_clients.${sql.ref(column)} + excluded.${sql.ref(column)} > ${limit}
    then ${limit} else release_report_clients.${sql.ref(column)} + excluded.${sql.ref(column)} end`;

/** Adds a client's counted views and errors to its releases' rows of this minute, capped. */
export async function addClientEvents(
  db: DbOrTrx,
  counts: ReleaseCounts[],
  client: string,
  minute: string,
) {
  const { pageViews, errors } = CLIENT_MINUTE_LIMITS;
  for (const count of counts) {
    await db
      .insertInto('release_report_clients')
      .values({
        package: count.package,
        release_id: count.releaseId,
        minute,
        client,
        page_views: Math.min(count.pageViews, pageViews),
        errors: Math.min(count.errors, errors),
      })
      .onConflict((oc) =>
        oc.columns(['package', 'release_id', 'minute', 'client']).doUpdateSet({
          page_views: capped('page_views', pageViews),
          errors: capped('errors', errors),
        }),
      )
      .execute();
  }
}

/** A release's figures: counted views and errors, and the clients that viewed it and of those, saw an error. */
export interface ReleaseFigures {
  pageViews: number;
  errors: number;
  clients: number;
  errorClients: number;
}

/** Each release's figures reported from the minute of `since` on. */
export async function countsSince(
  db: DbOrTrx,
  pkg: string,
  since: Date,
): Promise<Record<string, ReleaseFigures>> {
  const perClient = db
    .selectFrom('release_report_clients')
    .select([
      'release_id',
      'client',
      (eb) => eb.fn.sum<number | string>('page_views').as('views'),
      (eb) => eb.fn.sum<number | string>('errors').as('errs'),
    ])
    .where('package', '=', pkg)
    .where('minute', '>=', minuteOf(since))
    .groupBy(['release_id', 'client'])
    .as('per_client');
  const rows = await db
    .selectFrom(perClient)
    .select([
      'release_id',
      (eb) => eb.fn.sum<number | string>('views').as('pageViews'),
      (eb) => eb.fn.sum<number | string>('errs').as('errors'),
      sql<number | string>`sum(case when views > 0 then 1 else 0 end)`.as('clients'),
      sql<number | string>`sum(case when views > 0 and errs > 0 then 1 else 0 end)`.as(
        'errorClients',
      ),
    ])
    .groupBy('release_id')
    .execute();
  return Object.fromEntries(
    rows.map((row) => [
      row.release_id,
      {
        pageViews: Number(row.pageViews),
        errors: Number(row.errors),
        clients: Number(row.clients),
        errorClients: Number(row.errorClients),
      },
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

/** Drops figures older than `before` (the figures of ended shares matter for a few days), and pages' claims older than `pagesBefore`. */
export async function pruneClientEvents(db: DbOrTrx, before: Date, pagesBefore: Date) {
  await db.deleteFrom('release_report_clients').where('minute', '<', minuteOf(before)).execute();
  await db.deleteFrom('release_report_pages').where('minute', '<', minuteOf(pagesBefore)).execute();
}
