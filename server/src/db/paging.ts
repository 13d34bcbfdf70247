import type { DbOrTrx } from './database';
import { sqlRules, type SqlRules } from './sql-rules';
import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';

/** A column a list may be sorted by; nullable ones sort their nulls last on both databases. */
export interface SortColumn {
  column: string;
  /**
   * Sorts by this instead of the column, which then only names it (`table.name`): an
   * expression over the list's base table, which `count` and `keys` select from too.
   */
  expression?: RawBuilder<unknown>;
  nullable?: boolean;
}

const sortKey = ({ column, expression }: SortColumn) => expression ?? sql.ref(column);

export interface PageOptions {
  /** Applied in turn; end with a unique column so that pages never overlap. */
  sort: (SortColumn & { order: 'asc' | 'desc' })[];
  window?: { limit: number; offset: number };
}

/** `%text%` for LIKE, with LIKE's own wildcards in the text taken literally. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Case-insensitive substring match over a few text columns. */
export function containsAny<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  like: SqlRules['like'],
  columns: string[],
  text: string,
): Expression<SqlBool> {
  const pattern = containsPattern(text);
  return eb.or(
    columns.map((column) =>
      like === 'like'
        ? sql<SqlBool>`${sql.ref(column)} like ${pattern} escape '\\'`
        : sql<SqlBool>`lower(${sql.ref(column)}) like lower(${pattern}) escape '\\'`,
    ),
  );
}

/** A search matching at most this many rows is read by id after one pass over the list. */
const FEW = 500;

export interface PageQueries<
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
  /** The full view with the list's WHERE. */
  rows: SelectQueryBuilder<DB, TB, O>;
  /** The same WHERE over the base table alone: display joins would make the count visit them. */
  count: SelectQueryBuilder<CDB, CB, CO>;
  /** When searching: the base table's id column, and the full view that some ids narrow. */
  narrow?: { id: string; view: SelectQueryBuilder<DB, TB, O> };
  /** The number of rows when `row_counts` knows it (no search, no filter): instead of `count`. */
  total?: () => Promise<number>;
  /**
   * `rows` reads and sorts every match anyway (a search through few candidates): the page also
   * counts them (`count(*) over ()`), one pass where a pass for ids, the page and a count took
   * three.
   */
  pageCounts?: boolean;
  /**
   * A page chosen first on the base table, then the view read for its rows alone, so that the
   * view's joins and subqueries run for a page, not for every row matching before the sort.
   * `keys`: the base table with the WHERE, joined only as a sort needs; `keysOf`: the same for
   * some ids (a narrow search's); `rowsIn`: the view for the ids a subquery selects.
   */
  deferred?: {
    id: string;
    keys: SelectQueryBuilder<KDB, KB, KO>;
    keysOf: (ids: number[]) => SelectQueryBuilder<KDB, KB, KO>;
    rowsIn: (ids: Expression<unknown>) => SelectQueryBuilder<DB, TB, O>;
  };
}

export function ordered<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  { sort, window }: PageOptions,
) {
  let result = query;
  for (const { nullable, order, ...key } of sort) {
    result = result.orderBy(sortKey(key), (ob) => {
      const direction = order === 'asc' ? ob.asc() : ob.desc();
      return nullable ? direction.nullsLast() : direction;
    });
  }
  return window ? result.limit(window.limit).offset(window.offset) : result;
}

/**
 * A deferred page: its ids chosen first among `keys` (the base table with the WHERE, joined only
 * as the sort needs), then `rowsIn` read for those rows alone, in the page's order, so that the
 * view's joins run for a page and not for every matching row. The same SQL whether built per
 * call (`selectPage`) or compiled once (plain-page.ts).
 */
export function deferredRows<KDB, KB extends keyof KDB, KO, DB, TB extends keyof DB, O>(
  keys: SelectQueryBuilder<KDB, KB, KO>,
  id: string,
  rowsIn: (ids: Expression<unknown>) => SelectQueryBuilder<DB, TB, O>,
  { sort, window }: PageOptions,
) {
  return ordered(rowsIn(ordered(keys.select(sql.ref(id).as('id')), { sort, window })), { sort });
}

/** PostgreSQL: `count(*)`, and the ids when at most FEW rows match (else null). */
const countAndIds = (id: string) => [
  sql<number | string>`count(*)`.as('total'),
  sql<number[] | null>`case when count(*) <= ${sql.lit(FEW)} then array_agg(${sql.ref(id)}) end`.as(
    'ids',
  ),
];

/** Whether every sort column is on the table of `id` (`table.id`), as the count query is. */
const ownColumns = (id: string, sort: PageOptions['sort']) => {
  const table = id.slice(0, id.lastIndexOf('.') + 1);
  return sort.every(({ column }) => column.startsWith(table));
};

/** The number of rows `count` (a WHERE over the base table) matches. */
async function countOf<CDB, CB extends keyof CDB, CO>(count: SelectQueryBuilder<CDB, CB, CO>) {
  const row = (await count
    .select(sql<number>`count(*)`.as('total'))
    .executeTakeFirstOrThrow()) as unknown as { total: number | string };
  return Number(row.total);
}

/**
 * PostgreSQL: one pass over a search's matches (through the trigram indexes, as a count is
 * planned) gives their number and the ids of the page, sorted among the matches alone, and the
 * same statement reads the page's rows by those ids. A page in the list's order read rows until
 * it held its matches: every newer row when they are old (a name at a million applications, 560
 * matches: 540 ms; through the matches: 9 ms). MATERIALIZED keeps the planner from walking the
 * list's order for the page. One statement where the ids and the rows took two: a round trip
 * was a quarter of a search at 280 applications.
 */
async function pageOfMatches<DB, TB extends keyof DB, O, CDB, CB extends keyof CDB, CO>(
  db: DbOrTrx,
  count: SelectQueryBuilder<CDB, CB, CO>,
  narrow: NonNullable<PageQueries<DB, TB, O, CDB, CB, CO>['narrow']>,
  { sort }: PageOptions,
  window: NonNullable<PageOptions['window']>,
) {
  const keys = count.select([
    sql.ref(narrow.id).as('id'),
    ...sort.map((key, i) => sortKey(key).as(`k${i}`)),
  ]);
  const order = sql.join(
    sort.map(({ nullable, order: direction }, i) =>
      sql.raw(`k${i} ${direction}${nullable ? ' nulls last' : ''}`),
    ),
  );
  const pageIds = sql`select id from matches order by ${order} limit ${window.limit} offset ${window.offset}`;
  const view = narrow.view
    .where(sqlRules(db).inIdsOf(narrow.id, pageIds))
    .select(sql<number | string>`(select count(*) from matches)`.as('__total'));
  const { rows } = await sql<O & Carried>`
    with matches as materialized (${keys}) ${ordered(view, { sort })}`.execute(db);
  return carriedTotal(rows, window, () => countOf(count));
}

/**
 * The rows of one page (or all when no window) and the number of rows matching. A search
 * usually matches few rows: one pass (through the trigram index where it can) collects their
 * ids, instead of a pass in the page's order and another to count. On PostgreSQL, for a page,
 * that pass also counts and, when the list is sorted by its own columns, picks the page's ids
 * (`pageOfMatches`); sorted by a joined column, it collects at most FEW ids and a broader
 * search reads its page in the list's order (SQLite's json_group_array added 1.2 ms to a 10 ms
 * count of 40 000 matches, more than the pass of 501 ids it saves).
 */
export async function selectPage<
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
  db: DbOrTrx,
  queries: PageQueries<DB, TB, O, CDB, CB, CO, KDB, KB, KO>,
  options: PageOptions,
): Promise<{ rows: O[]; total: number }> {
  const { rows, count, narrow, total, deferred } = queries;
  const { sort, window } = options;
  const rowsOf = (search: NonNullable<typeof narrow>, ids: number[]) =>
    search.view.where(sqlRules(db).idIn(search.id, ids));
  const counted = () => countOf(count);
  if (queries.pageCounts && window) {
    const withTotal = rows.select(sql<number>`count(*) over ()`.as('__total'));
    const found = (await ordered(withTotal, options).execute()) as (O & Carried)[];
    return carriedTotal(found, window, counted);
  }
  /** The page of `view`; with `deferred`, chosen first among `keys`. */
  const pageOf = (view: SelectQueryBuilder<DB, TB, O>, keys?: SelectQueryBuilder<KDB, KB, KO>) => {
    if (!deferred || !keys || !window) return ordered(view, options).execute();
    return deferredRows(keys, deferred.id, deferred.rowsIn, options).execute();
  };
  if (narrow && window && sqlRules(db).countsWithIds) {
    if (ownColumns(narrow.id, sort)) return pageOfMatches(db, count, narrow, options, window);
    const counted = (await count
      .select(countAndIds(narrow.id))
      .executeTakeFirstOrThrow()) as unknown as { total: number | string; ids: number[] | null };
    const matching = Number(counted.total);
    if (matching > FEW) return { rows: await pageOf(rows, deferred?.keys), total: matching };
    const ids = counted.ids ?? [];
    const found = ids.length ? await pageOf(rowsOf(narrow, ids), deferred?.keysOf(ids)) : [];
    return { rows: found, total: matching };
  }
  if (narrow) {
    const matched = (await count
      .select(sql.ref(narrow.id).as('id'))
      .limit(FEW + 1)
      .execute()) as unknown as { id: number }[];
    if (matched.length <= FEW) {
      const ids = matched.map((row) => row.id);
      const found = ids.length ? await ordered(rowsOf(narrow, ids), options).execute() : [];
      return { rows: found, total: ids.length };
    }
  }
  const found = await pageOf(rows, deferred?.keys);
  return { rows: found, total: await totalOf(found, window, total ?? counted) };
}

/** A first page shorter than the window holds every row; otherwise `count` tells. */
export async function totalOf(
  found: unknown[],
  window: PageOptions['window'],
  count: () => Promise<number>,
) {
  if (!window || (window.offset === 0 && found.length < window.limit)) return found.length;
  return count();
}

/** A row of a page that also carries the list's total (one statement for both). */
export type Carried = { __total: number | string | null };

/**
 * The rows without the total they carry, and the total: `count`'s when no row came to carry it
 * (none match, or the page is past the end).
 */
export async function carriedTotal<O>(
  found: (O & Carried)[],
  window: PageOptions['window'],
  count: () => Promise<number>,
) {
  const rows = found.map(({ __total, ...row }) => row as O);
  const read = async () => (found.length ? Number(found[0].__total) : count());
  return { rows, total: await totalOf(rows, window, read) };
}
