import fs from 'node:fs';
import { sql } from 'kysely';
import type { TestContext } from './test-app';

/**
 * Every `table.column` whose stored text or bytes contain one of `needles`, over every table of
 * the database (SQLite's search-index tables too), read as bytes so that blobs count.
 */
export async function columnsContaining(ctx: TestContext, needles: string[]): Promise<string[]> {
  const db = ctx.app.db;
  const found: string[] = [];
  if (ctx.config.database.dialect === 'sqlite') {
    const tables = await sql<{ name: string }>`
      select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db);
    for (const { name: table } of tables.rows) {
      const columns = await sql<{ name: string }>`
        select name from pragma_table_info(${table})`.execute(db);
      for (const { name: column } of columns.rows) {
        for (const needle of needles) {
          const hit = await sql<{ n: number }>`
            select count(*) as n from ${sql.table(table)}
            where instr(cast(${sql.ref(column)} as blob), cast(${needle} as blob)) > 0`.execute(db);
          if (Number(hit.rows[0].n) > 0) found.push(`${table}.${column} has ${needle}`);
        }
      }
    }
    return found;
  }
  const columns = await sql<{ table_name: string; column_name: string; data_type: string }>`
    select table_name, column_name, data_type from information_schema.columns
    where table_schema = current_schema()
      and data_type in ('text', 'character varying', 'bytea', 'json', 'jsonb')`.execute(db);
  for (const { table_name: table, column_name: column, data_type: type } of columns.rows) {
    for (const needle of needles) {
      const matches =
        type === 'bytea'
          ? sql`position(convert_to(${needle}, 'UTF8') in ${sql.ref(column)}) > 0`
          : sql`strpos(${sql.ref(column)}::text, ${needle}) > 0`;
      const hit = await sql<{ n: number }>`
        select count(*) as n from ${sql.table(table)} where ${matches}`.execute(db);
      if (Number(hit.rows[0].n) > 0) found.push(`${table}.${column} has ${needle}`);
    }
  }
  return found;
}

/** SQLite: whether the database file or its WAL still hold `needle`'s bytes anywhere. */
export function sqliteFilesContaining(ctx: TestContext, needle: string): string[] {
  const file = ctx.config.database.url;
  return [file, `${file}-wal`].filter(
    (path) => fs.existsSync(path) && fs.readFileSync(path).includes(Buffer.from(needle)),
  );
}
