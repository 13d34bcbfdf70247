import fs from 'node:fs';
import { ConfigError, loadConfig, type Config } from '../config';
import { createDatabase, type Db } from '../db/database';
import { refuseNewerSchema, SchemaError, schemaStatus, type SchemaStatus } from '../db/migrator';

/** A refusal a command explains in one message (no stack). */
export class CommandRefused extends Error {}

/**
 * The configured database, for a command; it migrates nothing itself. `mustExist`: a SQLite
 * file that is not there is an error, not a new empty database.
 */
export function openConfiguredDatabase({ mustExist = false } = {}): { config: Config; db: Db } {
  const config = loadConfig();
  const { dialect, url } = config.database;
  if (mustExist && dialect === 'sqlite' && !fs.existsSync(url)) {
    throw new CommandRefused(`${url} does not exist: check DATABASE_URL.`);
  }
  return { config, db: createDatabase(dialect, url) };
}

/** Runs a command's main: an expected refusal prints its message, anything else its stack. */
export function runCommand(
  main: () => Promise<void>,
  refusals: (abstract new (...args: never[]) => Error)[] = [],
) {
  main().catch((error: unknown) => {
    const expected = [CommandRefused, ConfigError, SchemaError, ...refusals].some(
      (refusal) => error instanceof refusal,
    );
    console.error(expected ? (error as Error).message : error);
    process.exit(1);
  });
}

/** A read-only command's check: a schema it can read, never migrated by it. */
export async function readableSchema(db: Db): Promise<SchemaStatus> {
  const status = await schemaStatus(db);
  refuseNewerSchema(status);
  if (status.applied.length === 0) {
    throw new CommandRefused(
      'The database has no tables yet: start the server once or run `npm run migrate`.',
    );
  }
  return status;
}

/** The database as messages name it: the SQLite file, or the PostgreSQL URL without password. */
export function databaseName(url: string): string {
  if (!/^postgres(ql)?:\/\//i.test(url)) return url;
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

export const megabytes = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${(bytes / 1024).toFixed(1)} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
