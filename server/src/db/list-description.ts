import type {
  AliasedExpression,
  AliasedRawBuilder,
  CompiledQuery,
  Expression,
  ExpressionBuilder,
  QueryCreator,
  RawBuilder,
  SqlBool,
} from 'kysely';
import type { DbOrTrx } from './database';
import type { Database, RowCountsTable } from './schema';

// What a paged list is described by (docs/architecture.md, "Adding a list"); paging.ts runs it.

/** A column a list may be sorted by; nullable ones sort their nulls last on both databases. */
export interface SortColumn {
  column: string;
  /** Sorts by this expression (over the list's tables) instead; `column` then only names it. */
  expression?: RawBuilder<unknown>;
  nullable?: boolean;
}
export type SortKey = SortColumn & { order: 'asc' | 'desc' };

/** The tables with a trigram search index (text-search.repository.ts). */
export type IndexedTable = 'applications' | 'users';

/** What a list's search condition is built from; `pattern` and `fts` are bound parameters. */
export interface SearchText {
  /** The text in any of `columns` (case-insensitive substring). */
  contains: (columns: string[]) => Expression<SqlBool>;
  /** Whether a position's name holds the text: `inPositions` then belongs in the OR. */
  positions: boolean;
  /** `column` (a position id) is a position whose name holds the text. */
  inPositions: (column: string) => Expression<SqlBool>;
  /** SQLite, for a search's subquery over `table`: its FTS5 candidates, or null to scan. */
  amongCandidates: (column: string) => Expression<SqlBool> | null;
}

/** A filter's condition, from its value (a bound parameter, or `true`) and the list's parameters. */
export type Filter<P, TB extends keyof Database, V> = (
  eb: ExpressionBuilder<Database, TB>,
  value: V,
  params: P,
) => Expression<SqlBool>;

/**
 * What the engine asks of a list's queries: Kysely's SelectQueryBuilder, over any tables and
 * joins (whose own conditions are typed where the list is described).
 */
export interface ListQuery<Row = unknown> extends Expression<unknown> {
  where(condition: Expression<SqlBool>): ListQuery<Row>;
  select(selection: AliasedExpression<unknown, string>): ListQuery<Row>;
  orderBy(expression: Expression<unknown>): ListQuery<Row>;
  limit(limit: number): ListQuery<Row>;
  innerJoin(
    table: AliasedRawBuilder<{ id: number }, 'found'>,
    left: 'found.id',
    right: string,
  ): ListQuery<Row>;
  offset(offset: number): ListQuery<Row>;
  compile(): CompiledQuery<Row>;
}

/**
 * One paged list (docs/architecture.md, "Adding a list"). `P`: the list's parameters, each bound
 * in the compiled query; a filter given `true` is a flag (`intake=none`), part of the query's
 * shape instead. `TB`: the tables of `keys`; `Row`: the answer's row.
 */
export interface ListDescription<P extends object, TB extends keyof Database, Row> {
  /** The id column of the base table (`tasks.id`), which breaks ties between equal sorts. */
  id: string;
  /**
   * The list's rows of its base table `TB`, where the filters apply; `joined`: left-joined to the
   * tables a sort reads (under the aliases `rows` uses), as a sort by their column asks.
   */
  keys: (db: DbOrTrx, params: P, joined: boolean) => ListQuery;
  /** The answer's rows, joins and all; the engine adds which ids, and the order. */
  rows: (db: QueryCreator<Database>) => ListQuery<Row>;
  /**
   * The condition `keys` puts on the base table, given when `rows` is about as cheap to read as
   * the base table (the admin's lists): a page not searched is then read straight from `rows` in
   * this scope, instead of choosing its ids among `keys` first.
   */
  scope?: (eb: ExpressionBuilder<Database, TB>) => Expression<SqlBool>;
  /** Each filter's condition over `keys`, applied when its parameter is given. */
  filters: { [K in keyof P]?: Filter<P, TB, NonNullable<P[K]>> };
  /** The sorts by field: a column, or an order built from the parameters (ties broken by it). */
  sorts: Record<string, SortColumn | ((params: P) => SortKey[])>;
  defaultSort: { field: string; order: 'asc' | 'desc' };
  /** The search: which FTS5 table serves it, that table's size, and its condition over `keys`. */
  search?: {
    table: IndexedTable;
    size: (db: DbOrTrx) => Promise<number>;
    match: (eb: ExpressionBuilder<Database, TB>, text: SearchText) => Expression<SqlBool>;
  };
  /** Where `row_counts` keeps the number of rows when nothing filters them. */
  counts?: { subject: RowCountsTable['subject']; buckets: string[] };
}

export interface PageRequest<P> {
  params: P;
  search?: string;
  sort?: { field: string; order: 'asc' | 'desc' };
  window?: { limit: number; offset: number };
}
