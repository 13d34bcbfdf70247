import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import type { DbOrTrx } from './database';
import { containsAny } from './paging';
import { sqlRules } from './sql-rules';
import type { Database } from './schema';

/**
 * Searches over the trigram indexes of migration 2026112370 (decisions "Paged lists"). The
 * answer is always LIKE's (`containsAny`): on PostgreSQL the GIN indexes on lower(column) serve
 * that LIKE directly; on SQLite the FTS5 trigram table finds candidate rows and LIKE decides
 * (FTS5 folds the case of all Unicode, SQLite's LIKE only ASCII, so it may find more).
 */
export type IndexedTable = 'applications' | 'users';

export interface TextSearch {
  text: string;
  /** Positions whose name contains the text, read first so the planner sees real ids. */
  positionIds: number[];
  /**
   * SQLite: the FTS5 candidates narrow the count ('count'), or the count and the page ('page')
   * when they are too few for the list's order to find a page's matches soon; none when they
   * are not fewer than half the list.
   */
  candidates?: 'count' | 'page';
}

/**
 * Below this share of the list, candidates are read for the page too. The page in the list's
 * order reads rows until it holds its matches: few when they are many and spread, every row
 * newer than them when they are few or old (an old name at a million applications: 400 ms).
 * Through the candidates it costs about what their count does, which grows with the FTS5
 * index's lists, not with the matches ('brian k', 31 250 candidates: 130 ms; 'kamau 1',
 * 13 886: 4 ms), so a broad search keeps the list's order.
 */
const PAGE_SHARE = 1 / 16;

/**
 * SQLite scans a list shorter than `scanBelow` rows instead of asking the FTS5 table: LIKE costs
 * about 0.25 µs a row, while an FTS5 query costs some 60 µs a trigram, more when a trigram is in
 * most rows. 'applicant 12' among 280 applications: 1.6 ms through FTS5, 0.4 ms scanned; among
 * 4 000: 1.5 and 1.1 ms. Tests lower it to read small lists through FTS5 too.
 */
export const searchTuning = { scanBelow: 2000 };

/** FTS5's trigram tokenizer finds substrings of 3 characters or more; shorter ones scan. */
const usesFts = (db: DbOrTrx, text: string) => sqlRules(db).ftsSearch && [...text].length >= 3;

/**
 * An FTS5 query for the rows holding every trigram of the text, in any column (detail=none
 * keeps no positions): more rows than LIKE finds, never fewer. The tokenizer folds the case.
 */
function ftsQuery(text: string) {
  const chars = [...text];
  const trigrams = new Set(chars.slice(2).map((_, i) => chars.slice(i, i + 3).join('')));
  return [...trigrams].map((trigram) => `"${trigram.replaceAll('"', '""')}"`).join(' AND ');
}

const candidatesOf = (table: IndexedTable, text: string) => {
  const fts = sql.table(`${table}_search`);
  return sql`select rowid as id from ${fts} where ${fts} match ${ftsQuery(text)}`;
};

/**
 * `listSize`: the rows of the list before searching. On SQLite the FTS5 table serves the search
 * of a list of `searchTuning.scanBelow` rows or more, when it has fewer candidates than half:
 * a candidate (index entry, row, LIKE) costs about what a row of the list does, and SQLite's
 * planner cannot tell which is fewer.
 * When a position matches, the whole of its list does too: the list's own order is best.
 */
export async function prepareSearch(
  db: DbOrTrx,
  text: string,
  table: IndexedTable,
  listSize: () => Promise<number>,
): Promise<TextSearch> {
  const like = sqlRules(db).like;
  const positions = await db
    .selectFrom('positions')
    .select('positions.id')
    .where((eb) => containsAny(eb, like, ['positions.name'], text))
    .execute();
  const search = { text, positionIds: positions.map((position) => position.id) };
  if (search.positionIds.length || !usesFts(db, text)) return search;
  const size = await listSize();
  if (size < searchTuning.scanBelow) return search;
  const limit = Math.ceil(size / 2);
  const { rows } = await sql<{ n: number }>`
    select count(*) as n from (${candidatesOf(table, text)} limit ${limit})`.execute(db);
  const [{ n }] = rows;
  if (n >= limit) return search;
  return { ...search, candidates: n < size * PAGE_SHARE ? 'page' : 'count' };
}

/** The lists' search: the row's own columns, or its position. */
export function matchesSearch<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  db: DbOrTrx,
  columns: string[],
  positionColumn: string,
  { text, positionIds }: TextSearch,
): Expression<SqlBool> {
  const own = containsAny(eb, sqlRules(db).like, columns, text);
  return positionIds.length ? eb.or([own, sqlRules(db).idIn(positionColumn, positionIds)]) : own;
}

/**
 * Whether `searchedRows(..., 'rows')` joins the page to the candidates: it then reads every
 * match, and its page can count them (`PageQueries.pageCounts`).
 */
export const pageThroughCandidates = (search: TextSearch | undefined) =>
  search?.candidates === 'page';

/**
 * A list's query joined, on SQLite, to the FTS5 candidates `prepareSearch` chose: the count
 * always, the page (`rows`) when they are few. Joined, SQLite reads the FTS5 table first and
 * each candidate's row by id (4 times faster than `id in` a JSON list of them), and the join
 * streams, so collecting the first few hundred ids stops early. The WHERE must still hold the
 * search: this only drops rows.
 */
export function searchedRows<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  table: IndexedTable,
  search: TextSearch | undefined,
  use: 'count' | 'rows',
): SelectQueryBuilder<DB, TB, O> {
  if (!search?.candidates || (use === 'rows' && !pageThroughCandidates(search))) return query;
  const found = candidatesOf(table, search.text);
  return (query as unknown as SelectQueryBuilder<Database, IndexedTable, O>).innerJoin(
    sql<{ id: number }>`(${found})`.as('found'),
    (join) => join.on(sql<SqlBool>`${sql.ref('found.id')} = ${sql.ref(`${table}.id`)}`),
  ) as unknown as SelectQueryBuilder<DB, TB, O>;
}

/**
 * Whether `containsText` narrows to the FTS5 candidates: on SQLite, for a text it can index in
 * a table of `searchTuning.scanBelow` rows or more (`tableSize`, read only then).
 */
export async function throughTextIndex(
  db: DbOrTrx,
  text: string,
  tableSize: () => Promise<number>,
): Promise<boolean> {
  return usesFts(db, text) && (await tableSize()) >= searchTuning.scanBelow;
}

/**
 * Rows of `table` whose `columns` contain the text, as `containsAny` decides; with `indexed`
 * (`throughTextIndex`) only among the FTS5 candidates (for a subquery: `table` is small beside
 * what it filters).
 */
export function containsText<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  db: DbOrTrx,
  table: IndexedTable,
  columns: string[],
  text: string,
  indexed: boolean,
): Expression<SqlBool> {
  const like = containsAny(eb, sqlRules(db).like, columns, text);
  if (!indexed) return like;
  const found = candidatesOf(table, text);
  return eb.and([sql<SqlBool>`${sql.ref(`${table}.id`)} in (${found})`, like]);
}

/**
 * SQLite: merges each FTS5 table into one segment. A bulk load in one transaction leaves many
 * (a search at 100 000 rows took 0.72 ms); single writes merge them as they go (0.36 ms).
 */
export async function optimizeSearchIndexes(db: DbOrTrx) {
  if (!sqlRules(db).ftsSearch) return;
  for (const table of ['applications', 'users'] satisfies IndexedTable[]) {
    const fts = sql.table(`${table}_search`);
    await sql`insert into ${fts} (${fts}) values ('optimize')`.execute(db);
  }
}
