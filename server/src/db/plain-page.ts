import { sql, type Expression, type SelectQueryBuilder } from 'kysely';
import { compiledOnce } from './compiled-once';
import type { DbOrTrx } from './database';
import { carriedTotal, deferredRows, ordered, type Carried, type PageOptions } from './paging';
import { rowCountsSum } from './row-counts.repository';
import type { RowCountsTable } from './schema';

type Values = Record<string, unknown>;

/** A plain page's queries: built on a database (or transaction) with the filter's parameters. */
export interface PlainPage<
  P extends Values,
  DB,
  TB extends keyof DB,
  O,
  CDB,
  CB extends keyof CDB,
  CO,
  KDB = CDB,
  KB extends keyof KDB = keyof KDB,
  KO = unknown,
> {
  /** Names the list, its constant values and its order: one compiled query per shape. */
  shape: string;
  /** The filter's values by name; a name left out is a filter not applied. */
  values?: Partial<P>;
  /** The list's view with its WHERE, `params` in place of the values. */
  rows: (db: DbOrTrx, params: P) => SelectQueryBuilder<DB, TB, O>;
  /** Where `row_counts` keeps the number of rows (buckets not empty); else `count` counts. */
  counts?: { subject: RowCountsTable['subject']; buckets: string[] };
  /** The same WHERE over the base table alone. */
  count: (db: DbOrTrx, params: P) => SelectQueryBuilder<CDB, CB, CO>;
  /**
   * The page chosen first among `keys` (the base table with the WHERE, joined only as the sort
   * needs), then the view read for those rows alone (`rowsIn`), as paging.ts's `deferred`.
   */
  deferred?: {
    id: string;
    keys: (db: DbOrTrx, params: P) => SelectQueryBuilder<KDB, KB, KO>;
    rowsIn: (db: DbOrTrx, ids: Expression<unknown>) => SelectQueryBuilder<DB, TB, O>;
  };
}

/** The page's order; a function when the order itself holds a parameter (the firm's day). */
type PlainSort<P> = PageOptions['sort'] | ((params: P) => PageOptions['sort']);

interface CompiledPage {
  /** The page's rows, each with the list's `__total`: one statement, one round trip. */
  rows: (db: DbOrTrx, values: Values) => Promise<(Carried & Record<string, unknown>)[]>;
  /** The total alone, for a page past the end (no row to carry it). */
  total: (db: DbOrTrx, values: Values) => Promise<{ total: number | string | null }[]>;
}
const compiledPages = new Map<string, CompiledPage>();

function compilePage<
  P extends Values,
  DB,
  TB extends keyof DB,
  O,
  CDB,
  CB extends keyof CDB,
  CO,
  KDB,
  KB extends keyof KDB,
  KO,
>(
  plain: PlainPage<P, DB, TB, O, CDB, CB, CO, KDB, KB, KO>,
  sortOf: PlainSort<P>,
  names: string[],
): CompiledPage {
  // Only the filters applied: a name not given stays undefined for `rows` and `count`.
  const filterParams = (params: Values) =>
    Object.fromEntries(names.map((name) => [name, params[name]])) as P;
  const totalOf = (on: DbOrTrx, params: Values) =>
    plain.counts
      ? rowCountsSum(on, plain.counts.subject, plain.counts.buckets)
      : plain.count(on, filterParams(params)).select(sql<number | string>`count(*)`.as('n'));
  const rows = compiledOnce((on: DbOrTrx, params: Values) => {
    const sort = typeof sortOf === 'function' ? sortOf(filterParams(params)) : sortOf;
    const window = { limit: params.limit as number, offset: params.offset as number };
    // Uncorrelated, the total is computed once per statement on both databases.
    const total = sql<Carried['__total']>`(${totalOf(on, params)})`.as('__total');
    const { deferred } = plain;
    const page = deferred
      ? deferredRows(
          deferred.keys(on, filterParams(params)),
          deferred.id,
          (ids) => deferred.rowsIn(on, ids).select(total),
          { sort, window },
        )
      : ordered(plain.rows(on, filterParams(params)).select(total), { sort, window });
    return page.$castTo<Carried & Record<string, unknown>>();
  });
  const total = compiledOnce((on: DbOrTrx, params: Values) =>
    on.selectNoFrom(sql<number | string | null>`(${totalOf(on, params)})`.as('total')),
  );
  return { rows, total };
}

/**
 * A page of a list not searched (filtered or not), and the number of rows in the list, read in
 * one statement: on PostgreSQL each statement is a round trip, and a write to its socket was a
 * fifth of the server's time. Its SQL is the same for every such page of that list, filter and
 * order, so it is built and compiled once per shape, filters applied and way of counting, and
 * run with each request's filter values and window (compiled-once.ts): building the view's query
 * took about as long as SQLite's answer.
 */
export async function selectPlainPage<
  P extends Values,
  DB,
  TB extends keyof DB,
  O,
  CDB,
  CB extends keyof CDB,
  CO,
  KDB = CDB,
  KB extends keyof KDB = keyof KDB,
  KO = unknown,
>(
  db: DbOrTrx,
  plain: PlainPage<P, DB, TB, O, CDB, CB, CO, KDB, KB, KO>,
  options: { sort: PlainSort<P>; window: NonNullable<PageOptions['window']> },
): Promise<{ rows: O[]; total: number }> {
  const values = Object.fromEntries(
    Object.entries(plain.values ?? {}).filter(([, value]) => value !== undefined),
  );
  const names = Object.keys(values).sort();
  const counts = plain.counts?.buckets.length ? plain.counts : undefined;
  // Which filters apply and how the total is found change the SQL: both are in the key.
  const counted = counts ? `${counts.subject}=${counts.buckets.join()}` : 'counted';
  const key = `${plain.shape}:${names.join()}:${counted}`;
  let compiled = compiledPages.get(key);
  if (!compiled) {
    compiled = compilePage({ ...plain, counts }, options.sort, names);
    compiledPages.set(key, compiled);
  }
  const found = (await compiled.rows(db, { ...values, ...options.window })) as (O & Carried)[];
  return carriedTotal(found, options.window, async () => {
    const [row] = await compiled.total(db, values);
    return Number(row?.total ?? 0);
  });
}
