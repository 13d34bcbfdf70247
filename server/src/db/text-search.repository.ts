import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { DbOrTrx } from './database';
import type { IndexedTable, SearchText } from './list-description';
import { sqlRules, type SqlRules } from './sql-rules';

/**
 * Searches over the trigram indexes of migration 2026112370 (decisions "Paged lists"). The
 * answer is always LIKE's (`containsAny`): on PostgreSQL the GIN indexes on lower(column) serve
 * that LIKE directly; on SQLite the FTS5 trigram table finds candidate rows and LIKE decides
 * (FTS5 folds the case of all Unicode, SQLite's LIKE only ASCII, so it may find more).
 */
export interface TextSearch {
  /**
   * Whether a position's name contains the text (asked first): only then does the search hold
   * the positions' condition, an OR that keeps PostgreSQL from the trigram indexes alone.
   */
  positions: boolean;
  /**
   * SQLite: the FTS5 candidates narrow the count ('count'), or the count and the page ('page')
   * when they are too few for the list's order to find a page's matches soon; none when they
   * are not fewer than half the list.
   */
  candidates?: 'count' | 'page';
  /** SQLite: the list is scanned as shorter than `searchTuning.scanBelow` rows. */
  small?: boolean;
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
export function ftsQuery(text: string) {
  const chars = [...text];
  const trigrams = new Set(chars.slice(2).map((_, i) => chars.slice(i, i + 3).join('')));
  return [...trigrams].map((trigram) => `"${trigram.replaceAll('"', '""')}"`).join(' AND ');
}

/** SQLite: the ids of `table`'s FTS5 candidates for the query `query` (`ftsQuery`). */
export const candidatesOf = (table: IndexedTable, query: unknown) => {
  const fts = sql.table(`${table}_search`);
  return sql`select rowid as id from ${fts} where ${fts} match ${query}`;
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
    .where(likeAny(like, ['positions.name'], containsPattern(text)))
    .limit(1)
    .execute();
  const search: TextSearch = { positions: positions.length > 0 };
  if (search.positions || !sqlRules(db).ftsSearch) return search;
  const size = await listSize();
  if (size < searchTuning.scanBelow) return { ...search, small: true };
  if (!usesFts(db, text)) return search;
  const limit = Math.ceil(size / 2);
  const { rows } = await sql<{ n: number }>`
    select count(*) as n from (${candidatesOf(table, ftsQuery(text))} limit ${limit})`.execute(db);
  const [{ n }] = rows;
  if (n >= limit) return search;
  return { ...search, candidates: n < size * PAGE_SHARE ? 'page' : 'count' };
}

/** `%text%` for LIKE, with LIKE's own wildcards in the text taken literally. */
export const containsPattern = (text: string) =>
  `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Case-insensitive match of a LIKE `pattern` (a value or a bound parameter) in any of `columns`. */
export function likeAny(like: SqlRules['like'], columns: string[], pattern: unknown) {
  const each = columns.map((column) =>
    like === 'like'
      ? sql<SqlBool>`${sql.ref(column)} like ${pattern} escape '\\'`
      : sql<SqlBool>`lower(${sql.ref(column)}) like lower(${pattern}) escape '\\'`,
  );
  return sql<SqlBool>`(${sql.join(each, sql` or `)})`;
}

/** Case-insensitive substring match of `text` over a few text columns. */
export function containsAny<DB, TB extends keyof DB>(
  _eb: ExpressionBuilder<DB, TB>,
  like: SqlRules['like'],
  columns: string[],
  text: string,
): Expression<SqlBool> {
  return likeAny(like, columns, containsPattern(text));
}

/** SQLite: `column` is among the FTS5 candidates of `table` for the query `fts` (`ftsQuery`). */
export const amongCandidates = (column: string, table: IndexedTable, fts: unknown) =>
  sql<SqlBool>`${sql.ref(column)} in (${candidatesOf(table, fts)})`;

/**
 * Whether `throughTextIndex` narrows to the FTS5 candidates: on SQLite, for a text it can index in
 * a table of `searchTuning.scanBelow` rows or more (`tableSize`, read only then).
 */
export async function throughTextIndex(
  db: DbOrTrx,
  text: string,
  tableSize: () => Promise<number>,
): Promise<boolean> {
  return usesFts(db, text) && (await tableSize()) >= searchTuning.scanBelow;
}

/** How a list's search is served; `indexed`: a subquery over `table` reads its FTS5 candidates. */
export type ListSearch = TextSearch & { indexed: boolean };

/**
 * `prepareSearch` when `table` is the list's own (`own`), else whether a subquery over it reads
 * its candidates (`throughTextIndex`; the other party of a task).
 */
export async function searchWay(
  db: DbOrTrx,
  text: string,
  table: IndexedTable,
  own: boolean,
  size: () => Promise<number>,
): Promise<ListSearch> {
  if (own) return { ...(await prepareSearch(db, text, table, size)), indexed: false };
  return { positions: false, indexed: await throughTextIndex(db, text, size) };
}

/** A list's search conditions (`SearchText`), the pattern and FTS5 query bound by `param`. */
export function searchText(
  like: SqlRules['like'],
  way: ListSearch | undefined,
  table: IndexedTable | undefined,
  param: (name: 'pattern' | 'fts') => unknown,
): SearchText {
  const contains = (columns: string[]) => likeAny(like, columns, param('pattern'));
  return {
    contains,
    positions: !!way?.positions,
    inPositions: (column) =>
      sql<SqlBool>`${sql.ref(column)} in (select positions.id from positions where ${contains(['positions.name'])})`,
    amongCandidates: (column) =>
      way?.indexed && table ? amongCandidates(column, table, param('fts')) : null,
  };
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
