import { ConfigError, loadConfig, type Config } from '../config';
import { createDatabase, type Db } from '../db/database';
import { refuseNewerSchema, SchemaError, schemaStatus } from '../db/migrator';

/** A refusal a command explains in one message (no stack). */
export class CommandRefused extends Error {}

/** The configured database, for a command; it migrates nothing itself. */
export function openConfiguredDatabase(): { config: Config; db: Db } {
  const config = loadConfig();
  return { config, db: createDatabase(config.database.dialect, config.database.url) };
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
export async function readableSchema(db: Db): Promise<void> {
  const status = await schemaStatus(db);
  refuseNewerSchema(status);
  if (status.applied.length === 0) {
    throw new CommandRefused(
      'The database has no tables yet: start the server once or run `npm run migrate`.',
    );
  }
}
