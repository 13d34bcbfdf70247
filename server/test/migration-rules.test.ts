import fs from 'node:fs';
import path from 'node:path';
import { KNOWN_MIGRATIONS } from '../src/db/migrator';

/**
 * Expand, then contract (docs/upgrade.md): a migration that drops or renames a table or a
 * column breaks the previous version while both run on one database during an upgrade. Such a
 * migration must say it is a contract step (`export const contract = true`), to be shipped
 * only in a release after the one whose code stopped using what it removes.
 */
const MIGRATIONS = path.resolve(__dirname, '..', 'src', 'db', 'migrations');

const DESTRUCTIVE: [RegExp, string][] = [
  [/\.dropTable\s*\(/, 'dropTable'],
  [/\.dropColumn\s*\(/, 'dropColumn'],
  [/\.renameTo\s*\(/, 'renameTo'],
  [/\.renameColumn\s*\(/, 'renameColumn'],
  [/\.alterColumn\s*\(/, 'alterColumn'],
  [/\bdrop\s+(table|column|view)\b/i, 'drop table/column/view'],
  [/\balter\s+table\b[^;`]*\brename\b/i, 'alter table … rename'],
  [
    /\balter\s+table\b[^;`]*\balter\s+(column\s+)?\w+\s+(type|set\s+not\s+null)\b/i,
    'a column type or not null',
  ],
];

/** What the migration does on the way up: its source without `down` (the way back). */
function upSource(source: string): string {
  const down = source.search(/export\s+(async\s+)?function\s+down\b/);
  return down < 0 ? source : source.slice(0, down);
}

function destructiveSteps(source: string): string[] {
  const up = upSource(source);
  return DESTRUCTIVE.filter(([pattern]) => pattern.test(up)).map(([, name]) => name);
}

const isMarkedContract = (source: string) => /export\s+const\s+contract\s*=\s*true\b/.test(source);

describe('migrations only expand unless marked as a contract step', () => {
  it('no migration drops or renames a table or column without `export const contract = true`', () => {
    const unmarked = fs
      .readdirSync(MIGRATIONS)
      .filter((file) => file.endsWith('.ts'))
      .map((file) => ({ file, source: fs.readFileSync(path.join(MIGRATIONS, file), 'utf8') }))
      .filter(({ source }) => !isMarkedContract(source))
      .map(({ file, source }) => ({ file, steps: destructiveSteps(source) }))
      .filter(({ steps }) => steps.length > 0);
    expect(unmarked).toEqual([]);
  });

  it('the check sees a drop or rename in `up` and ignores the same in `down`', () => {
    const dropping = `export async function up(db) {
        await db.schema.alterTable('users').dropColumn('phone_number').execute();
      }
      export async function down(db) {}`;
    expect(destructiveSteps(dropping)).toEqual(['dropColumn']);
    expect(
      destructiveSteps(
        'export async function up(db) { await sql`ALTER TABLE tasks RENAME COLUMN title TO name`.execute(db); }',
      ),
    ).toEqual(['alter table … rename']);
    expect(
      destructiveSteps(
        "export async function up(db) { await db.schema.dropTable('x').execute(); }",
      ),
    ).toEqual(['dropTable']);
    expect(
      destructiveSteps(
        "export async function up(db) { await db.schema.alterTable('a').renameTo('b').execute(); }",
      ),
    ).toEqual(['renameTo']);
    const adding = `export async function up(db) {
        await db.schema.alterTable('users').addColumn('nickname', 'text').execute();
        await db.schema.dropIndex('users_old_idx').execute();
      }
      export async function down(db) {
        await db.schema.alterTable('users').dropColumn('nickname').execute();
      }`;
    expect(destructiveSteps(adding)).toEqual([]);
    expect(isMarkedContract(`export const contract = true;\n${dropping}`)).toBe(true);
  });
});

describe('every migration file runs', () => {
  it('the migrator knows each file in the migrations folder, and no name without its file', () => {
    // A file left out of migrator.ts never runs: its tables are missing wherever it is not.
    const files = fs
      .readdirSync(MIGRATIONS)
      .filter((file) => file.endsWith('.ts'))
      .map((file) => file.slice(0, -'.ts'.length))
      .sort();
    expect(KNOWN_MIGRATIONS).toEqual(files);
  });
});
