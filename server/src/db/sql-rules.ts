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
  /** `column` is one of a subquery's ids: PostgreSQL combines two index scans only for an array. */
  inIdsOf: (column: string, ids: Expression<unknown>) => Expression<SqlBool>;
  /** Searches of 3 characters or more ask an FTS5 trigram table first (PostgreSQL's GIN indexes serve LIKE itself). */
  ftsSearch: boolean;
  /**
   * A supervisor's tasks are read as two parts (`supervisorTasks`), each an index-only scan:
   * PostgreSQL's OR of both indexes visited every task's page; SQLite's OR is cheap by rowid.
   */
  splitsSupervisorTasks: boolean;
  /** Days (fractional) from one stored ISO timestamp to another: neither has a common function. */
  daysBetween: (from: string, to: string) => Expression<number>;
}

const SQLITE: SqlRules = {
  dialect: 'sqlite',
  like: 'like',
  inIdsOf: (column, ids) => sql<SqlBool>`${sql.ref(column)} in (${ids})`,
  ftsSearch: true,
  splitsSupervisorTasks: false,
  daysBetween: (from, to) => sql<number>`julianday(${sql.ref(to)}) - julianday(${sql.ref(from)})`,
};

const POSTGRES: SqlRules = {
  dialect: 'postgres',
  like: 'lower-like',
  inIdsOf: (column, ids) => sql<SqlBool>`${sql.ref(column)} = any(array(${ids}))`,
  ftsSearch: false,
  splitsSupervisorTasks: true,
  daysBetween: (from, to) =>
    sql<number>`extract(epoch from (${sql.ref(to)}::timestamptz - ${sql.ref(from)}::timestamptz)) / 86400`,
};

export const sqlRules = (db: DbOrTrx): SqlRules => (isPostgres(db) ? POSTGRES : SQLITE);
