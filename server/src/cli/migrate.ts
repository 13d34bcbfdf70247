// `npm run migrate`: applies the pending migrations to the configured database.
// `npm run migrate -- --status`: lists the applied and pending ones, changing nothing.
// docs/upgrade.md says when to run it.
import { parseArgs } from 'node:util';
import { isContractStep, KNOWN_SCHEMA, migrateKnownSchema, schemaStatus } from '../db/migrator';
import { APP_VERSION } from '../lib/version';
import { openConfiguredDatabase, runCommand } from './open-database';

runCommand(async () => {
  const { values } = parseArgs({ options: { status: { type: 'boolean' } } });
  const { config, db } = openConfiguredDatabase();
  try {
    console.log(
      `version ${APP_VERSION} (schema ${KNOWN_SCHEMA}), ${config.database.dialect} database`,
    );
    if (values.status) {
      const status = await schemaStatus(db);
      for (const { name, at } of status.applied) {
        console.log(
          `applied  ${name}  ${at}${status.unknown.includes(name) ? '  (newer version)' : ''}`,
        );
      }
      for (const name of status.pending) {
        const contract = isContractStep(name)
          ? '  (contract: every instance on this version first)'
          : '';
        console.log(`pending  ${name}${contract}`);
      }
      console.log(
        status.unknown.length > 0
          ? 'The schema is newer than this version knows.'
          : `${status.pending.length} pending.`,
      );
      return;
    }
    const applied = await migrateKnownSchema(db);
    for (const name of applied) console.log(`applied  ${name}`);
    console.log(applied.length > 0 ? `${applied.length} applied.` : 'Nothing to apply.');
  } finally {
    await db.destroy();
  }
});
