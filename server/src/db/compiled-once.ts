import { CompiledQuery, type Compilable } from 'kysely';
import type { DbOrTrx } from './database';
import { sqlRules, type SqlRules } from './sql-rules';

/** Where a named parameter goes while the query is compiled: never a value of the database. */
class Placeholder {
  constructor(readonly name: string) {}
}

export interface Compiled {
  sql: string;
  /** Each parameter: a constant of the query, or the name of the value that replaces it. */
  parameters: readonly (unknown | Placeholder)[];
}

/**
 * Compiles what `build` makes, handing it a placeholder for each parameter it asks for by name
 * (`param`). Every placeholder handed out must end up a bound parameter of the SQL: one used in
 * JavaScript logic (`value ? a : b`) would keep the first call's choice for every later call, so
 * it throws (commit a4975db: a list's day was once captured so).
 */
export function compileWithParams(
  build: (param: (name: string) => unknown) => Compilable<unknown>,
) {
  const named = new Set<string>();
  const param = (name: string) => {
    named.add(name);
    return new Placeholder(name);
  };
  const { sql, parameters } = build(param).compile();
  const used = new Set(
    parameters.flatMap((value) => (value instanceof Placeholder ? [value.name] : [])),
  );
  const unused = [...named].filter((name) => !used.has(name));
  if (unused.length) throw new Error(`${unused.join(', ')} not used as a value in ${sql}`);
  return { sql, parameters } satisfies Compiled;
}

/** Runs a compiled query with `values` in the places of its named parameters. */
export async function runCompiled<Row>(
  db: DbOrTrx,
  { sql, parameters }: Compiled,
  values: Record<string, unknown>,
): Promise<Row[]> {
  const args = parameters.map((value) =>
    value instanceof Placeholder ? values[value.name] : value,
  );
  return (await db.executeQuery(CompiledQuery.raw(sql, args) as CompiledQuery<Row>)).rows;
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
  return async (db: DbOrTrx, values: Values): Promise<Row[]> => {
    const { dialect } = sqlRules(db);
    let query = byDialect.get(dialect);
    if (!query) {
      query = compileWithParams((param) => {
        const params = new Proxy({} as Values, { get: (_, name) => param(String(name)) });
        return build(db, params);
      });
      byDialect.set(dialect, query);
    }
    return runCompiled<Row>(db, query, values as Record<string, unknown>);
  };
}
