import { CompiledQuery, type Compilable } from 'kysely';
import { isPostgres, type DbOrTrx } from './database';

interface Compiled {
  sql: string;
  parameters: readonly unknown[];
  /** For each parameter, the argument that replaces it, or -1 for a constant of the query. */
  slots: number[];
}

/**
 * A query whose shape never changes, built and compiled by Kysely once per dialect instead of on
 * every call: for the session lookup of every signed-in request, building and compiling took
 * longer than SQLite took to answer. `build` is called once per dialect, on the database it is
 * given, with `standIns` (values found nowhere else in the query); each call runs the same SQL
 * with its arguments in their places.
 */
export function compiledOnce<Args extends unknown[], Row>(
  build: (db: DbOrTrx, ...args: Args) => Compilable<Row>,
  standIns: Args,
) {
  const byDialect = new Map<boolean, Compiled>();
  const compile = (db: DbOrTrx): Compiled => {
    const { sql, parameters } = build(db, ...standIns).compile();
    const slots = parameters.map((value) => standIns.indexOf(value));
    if (!standIns.every((_, index) => slots.includes(index)))
      throw new Error(`compiledOnce: a stand-in is missing from the parameters of ${sql}`);
    return { sql, parameters, slots };
  };
  return async (db: DbOrTrx, ...args: Args): Promise<Row[]> => {
    const postgres = isPostgres(db);
    let query = byDialect.get(postgres);
    if (!query) byDialect.set(postgres, (query = compile(db)));
    const { sql, parameters, slots } = query;
    const values = parameters.map((value, index) =>
      slots[index] < 0 ? value : args[slots[index]],
    );
    return (await db.executeQuery(CompiledQuery.raw(sql, values) as CompiledQuery<Row>)).rows;
  };
}
