import {
  expressionBuilder,
  sql,
  type AliasedExpression,
  type CompiledQuery,
  type Expression,
  type ExpressionBuilder,
  type QueryCreator,
  type RawBuilder,
  type SqlBool,
} from 'kysely';
import { compileWithParams, runCompiled, type Compiled } from './compiled-once';
import type { DbOrTrx } from './database';
import { onOneConnection } from './one-connection';
import { rowCountsSum } from './row-counts.repository';
import type { Database, RowCountsTable } from './schema';
import { sqlRules } from './sql-rules';
import {
  amongCandidates,
  containsPattern,
  ftsQuery,
  likeAny,
  prepareSearch,
  throughTextIndex,
  type IndexedTable,
  type TextSearch,
} from './text-search.repository';

/** A column a list may be sorted by; nullable ones sort their nulls last on both databases. */
export interface SortColumn {
  column: string;
  /** Sorts by this expression (over the list's tables) instead; `column` then only names it. */
  expression?: RawBuilder<unknown>;
  nullable?: boolean;
}
export type SortKey = SortColumn & { order: 'asc' | 'desc' };

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
type Filter<P, TB extends keyof Database, V> = (
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
   * The list's rows of its base table `TB`, where the filters apply; joined only as sorts need
   * (left joins on a key, which both planners drop when no column of theirs is used).
   */
  keys: (db: DbOrTrx, params: P) => ListQuery;
  /** The answer's rows, joins and all; the engine adds which ids, and the order. */
  rows: (db: QueryCreator<Database>) => ListQuery<Row>;
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

/** The choices that change a page's SQL: together, the key its compiled form is kept under. */
interface Shape {
  filters: string[];
  flags: string[];
  search?: TextSearch & { indexed: boolean };
  sort: { field: string; order: 'asc' | 'desc' };
  paged: boolean;
}

type Page = { page: Compiled; total: Compiled };
type Matches = Expression<{ id: number }>;
const compiledPages = new WeakMap<object, Map<string, Page>>();

/** The sort as ORDER BY terms, each nullable one with its nulls last. */
function ordered(sort: SortKey[], name: (key: SortKey, i: number) => Expression<unknown>) {
  return sql.join(
    sort.map((key, i) => {
      const nulls = key.nullable ? sql` nulls last` : sql``;
      return sql`${name(key, i)} ${sql.raw(key.order)}${nulls}`;
    }),
  );
}
const sortExpression = ({ column, expression }: SortColumn) => expression ?? sql.ref(column);

/**
 * A page's statement and its total's, built with a placeholder for every parameter. The page's
 * ids are chosen among `keys`, then `rows` read for them alone, so joins run for a page only.
 * With a search on PostgreSQL, or on SQLite through few FTS5 candidates, the matches are read
 * once (`matches`) and sorted, counted and paged among themselves: in the list's order a page
 * of few old matches read every newer row (540 ms at a million applications; 9 ms so).
 */
function compilePage<P extends object, TB extends keyof Database, Row>(
  db: DbOrTrx,
  list: ListDescription<P, TB, Row>,
  shape: Shape,
): Page {
  const rules = sqlRules(db);
  const table = list.id.slice(0, list.id.indexOf('.')) as IndexedTable;
  const build = (param: (name: string) => unknown, part: 'page' | 'total') => {
    const params = new Proxy({} as P, { get: (_, name) => param(String(name)) });
    const text: SearchText = {
      contains: (columns) => likeAny(rules.like, columns, param('pattern')),
      positions: !!shape.search?.positions,
      inPositions: (column) =>
        sql<SqlBool>`${sql.ref(column)} in (select positions.id from positions where ${likeAny(
          rules.like,
          ['positions.name'],
          param('pattern'),
        )})`,
      amongCandidates: (column) =>
        shape.search?.indexed && list.search
          ? amongCandidates(column, list.search.table, param('fts'))
          : null,
    };
    const filters = list.filters as Partial<Record<string, Filter<P, TB, unknown>>>;
    const eb = expressionBuilder<Database, TB>();
    const where = (forCount: boolean) => {
      const conditions = [
        ...shape.filters.map((name) => filters[name]!(eb, params[name as keyof P], params)),
        ...shape.flags.map((name) => filters[name]!(eb, true, params)),
      ];
      const { search } = shape;
      if (search && list.search) conditions.push(list.search.match(eb, text));
      if (search?.candidates === 'page' || (forCount && search?.candidates)) {
        conditions.push(amongCandidates(list.id, table, param('fts')));
      }
      return eb.and(conditions);
    };
    const keys = (forCount: boolean) => list.keys(db, params).where(where(forCount));
    const unfiltered = !shape.filters.length && !shape.flags.length && !shape.search;
    const count = () =>
      list.counts && unfiltered
        ? rowCountsSum(db, list.counts.subject, list.counts.buckets)
        : keys(true).select(sql<number>`count(*)`.as('n'));
    if (part === 'total') return sql<unknown>`select (${count()}) as n`;
    const sort = sortOf(list, shape.sort, params);
    const inOrder = ordered(sort, sortExpression);
    const window = () => sql`limit ${param('limit')} offset ${param('offset')}`;
    const { search } = shape;
    if (search && shape.paged && (rules.dialect === 'postgres' || search.candidates === 'page')) {
      const matches = sort.reduce(
        (query, key, i) => query.select(sortExpression(key).as(`k${i}`)),
        keys(true).select(sql.ref(list.id).as('id')),
      );
      const byKeys = ordered(sort, (_, i) => sql.raw(`k${i}`));
      const ids = sql`select id from matches order by ${byKeys} ${window()}`;
      const from = db.with(
        (cte) => cte('matches').materialized(),
        () => matches as Matches,
      );
      return list
        .rows(from as QueryCreator<Database>)
        .where(rules.inIdsOf(list.id, ids))
        .select(sql`(select count(*) from matches)`.as('__total'))
        .orderBy(inOrder);
    }
    const ids = keys(false).select(sql.ref(list.id).as('id')).orderBy(inOrder);
    const page = shape.paged
      ? ids.limit(param('limit') as number).offset(param('offset') as number)
      : ids;
    const rows = list.rows(db).where(sql<SqlBool>`${sql.ref(list.id)} in ${page}`);
    return (shape.paged ? rows.select(sql`(${count()})`.as('__total')) : rows).orderBy(inOrder);
  };
  const compiled = (part: 'page' | 'total') =>
    compileWithParams((param) => ({ compile: () => build(param, part).compile(db) }));
  return { page: compiled('page'), total: compiled('total') };
}

/** The sort asked for (or the list's default), the id last to break ties. */
function sortOf<P extends object>(
  list: { id: string; sorts: Record<string, SortColumn | ((params: P) => SortKey[])> },
  { field, order }: Shape['sort'],
  params: P,
): SortKey[] {
  const sort = list.sorts[field];
  if (typeof sort === 'function') return sort(params);
  const tieBreak = sort.column === list.id ? [] : [{ column: list.id, order }];
  return [{ ...sort, order }, ...tieBreak];
}

/**
 * One page of a list (or all of it without a window) and how many rows match. The list's SQL is
 * compiled once per shape (`Shape`: the filters given, the search's way, the sort and order, on
 * each dialect) and run with this request's values: one statement, its rows carrying the total.
 */
export function selectPage<P extends object, TB extends keyof Database, Row>(
  db: DbOrTrx,
  list: ListDescription<P, TB, Row>,
  request: PageRequest<P>,
): Promise<{ rows: Row[]; total: number }> {
  return onOneConnection(db, async (conn) => {
    const given = Object.entries(request.params).filter(
      ([name, value]) => name in list.filters && value !== undefined && value !== false,
    );
    const text = request.search;
    const searched = text && list.search;
    const search = searched ? await searchOf(conn, list, text) : undefined;
    const shape: Shape = {
      filters: given
        .filter(([, value]) => value !== true)
        .map(([name]) => name)
        .sort(),
      flags: given
        .filter(([, value]) => value === true)
        .map(([name]) => name)
        .sort(),
      search,
      sort: request.sort ?? list.defaultSort,
      paged: !!request.window,
    };
    const key = `${sqlRules(conn).dialect}:${JSON.stringify(shape)}`;
    const pages = compiledPages.get(list) ?? new Map<string, Page>();
    compiledPages.set(list, pages);
    let compiled = pages.get(key);
    if (!compiled) pages.set(key, (compiled = compilePage(conn, list, shape)));
    const values: Record<string, unknown> = {
      ...request.params,
      ...request.window,
      ...(text ? { pattern: containsPattern(text), fts: ftsQuery(text) } : {}),
    };
    const found = await runCompiled<Row & { __total: number | string }>(
      conn,
      compiled.page,
      values,
    );
    const rows = found.map(({ __total, ...row }) => row as Row);
    const { window } = request;
    if (!window || (window.offset === 0 && rows.length < window.limit)) {
      return { rows, total: rows.length };
    }
    if (found.length) return { rows, total: Number(found[0].__total) };
    const [counted] = await runCompiled<{ n: number | string | null }>(
      conn,
      compiled.total,
      values,
    );
    return { rows, total: Number(counted?.n ?? 0) };
  });
}

/** How a search is served: through FTS5 candidates of the list's own table, or of a subquery's. */
async function searchOf<P extends object, TB extends keyof Database, Row>(
  db: DbOrTrx,
  list: ListDescription<P, TB, Row>,
  text: string,
): Promise<Shape['search']> {
  const { table, size } = list.search!;
  if (list.id.startsWith(`${table}.`)) {
    return { ...(await prepareSearch(db, text, table, () => size(db))), indexed: false };
  }
  return { positions: false, indexed: await throughTextIndex(db, text, () => size(db)) };
}
