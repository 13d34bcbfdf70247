import { CompiledQuery, type Compilable } from 'kysely';
import type { DbOrTrx } from './database';
import { sqlRules, type SqlRules } from './sql-rules';

/** Where a named parameter goes while the query is compiled: never a value of the database. */
class Placeholder {
  constructor(readonly name: string) {}
}

interface Compiled {
  sql: string;
  /** Each parameter: a constant of the query, or the name of the value that replaces it. */
  parameters: readonly (unknown | Placeholder)[];
}

/**
 * A query whose shape never changes, built and compiled by Kysely once per dialect instead of on
 * every call: for the session lookup of every signed-in request, building and compiling took
 * longer than SQLite took to answer. `build` gets the database and `params`, whose every
 * property stands for the value of that name; each call runs the same SQL with its `values` in
 * their places. A parameter must be used as a value (in a comparison, a list, a limit), not as a
 * name or inside JavaScript logic: its value is not known when the query is built.
 */
export function compiledOnce<Values extends object, Row>(
  build: (db: DbOrTrx, params: Values) => Compilable<Row>,
) {
  const byDialect = new Map<SqlRules['dialect'], Compiled>();
  const compile = (db: DbOrTrx): Compiled => {
    const named = new Set<string>();
    const params = new Proxy({} as Values, {
      get: (_, name) => {
        named.add(String(name));
        return new Placeholder(String(name));
      },
    });
    const { sql, parameters } = build(db, params).compile();
    const used = new Set(
      parameters.flatMap((value) => (value instanceof Placeholder ? [value.name] : [])),
    );
    const unused = [...named].filter((name) => !used.has(name));
    if (unused.length)
      throw new Error(`compiledOnce: ${unused.join(', ')} not used as a value in ${sql}`);
    return { sql, parameters };
  };
  return async (db: DbOrTrx, values: Values): Promise<Row[]> => {
    const { dialect } = sqlRules(db);
    let query = byDialect.get(dialect);
    if (!query) byDialect.set(dialect, (query = compile(db)));
    const args = query.parameters.map((value) =>
      value instanceof Placeholder ? values[value.name as keyof Values] : value,
    );
    return (await db.executeQuery(CompiledQuery.raw(query.sql, args) as CompiledQuery<Row>)).rows;
  };
}
