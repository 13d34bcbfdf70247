import { sql, type Expression, type SqlBool } from 'kysely';
import { isPostgres, type DbOrTrx } from './database';

/**
 * What SQLite and PostgreSQL do differently, in one place: repositories ask their database's
 * rules (`sqlRules(db)`) instead of branching on the dialect. Each rule says why it differs.
 */
export interface SqlRules {
  dialect: 'sqlite' | 'postgres';
  /**
   * How a column matches case-insensitively: SQLite's LIKE ignores ASCII case already (its
   * lower() folds no more); on PostgreSQL lower() LIKE measured 2.5 times faster than ILIKE.
   */
  like: 'like' | 'lower-like';
  /** `column` is one of a few ids: one SQL text whatever their number (statements are cached). */
  idIn: (column: string, ids: number[]) => Expression<SqlBool>;
  /** `column` is one of a subquery's ids: PostgreSQL combines two index scans only for an array. */
  inIdsOf: (column: string, ids: Expression<unknown>) => Expression<SqlBool>;
  /** Searches of 3 characters or more ask an FTS5 trigram table first (PostgreSQL's GIN indexes serve LIKE itself). */
  ftsSearch: boolean;
  /** A search's counting pass also collects the ids of few matches (free on PostgreSQL only). */
  countsWithIds: boolean;
  /**
   * A page of tasks is chosen on the tasks table (two index-only parts for a supervisor), then
   * joined: PostgreSQL joined every matching row first; SQLite does it by rowid, cheaply.
   */
  defersTaskPages: boolean;
}

const SQLITE: SqlRules = {
  dialect: 'sqlite',
  like: 'like',
  idIn: (column, ids) =>
    sql<SqlBool>`${sql.ref(column)} in (select value from json_each(${JSON.stringify(ids)}))`,
  inIdsOf: (column, ids) => sql<SqlBool>`${sql.ref(column)} in (${ids})`,
  ftsSearch: true,
  countsWithIds: false,
  defersTaskPages: false,
};

const POSTGRES: SqlRules = {
  dialect: 'postgres',
  like: 'lower-like',
  idIn: (column, ids) => sql<SqlBool>`${sql.ref(column)} = any(${ids}::int[])`,
  inIdsOf: (column, ids) => sql<SqlBool>`${sql.ref(column)} = any(array(${ids}))`,
  ftsSearch: false,
  countsWithIds: true,
  defersTaskPages: true,
};

export const sqlRules = (db: DbOrTrx): SqlRules => (isPostgres(db) ? POSTGRES : SQLITE);
