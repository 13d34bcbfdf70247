import { knownIssuers } from '../src/domain/credentials/signing-keys';
import { runServerCommand } from './helpers/commands';
import { backupOf, commandEnv, otherDialect, restoredApp } from './helpers/copies';
import { checkedOn, issuedCredential } from './helpers/credentials';
import { createUser, loginAdmin } from './helpers/fixtures';
import { buildApp } from '../src/app';
import { stopTestApp, testConfig, useTestApp, type TestContext } from './helpers/test-app';
import { createTestDatabase, describeEachDatabase } from './helpers/test-db';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const OTHER_KEY = Buffer.alloc(32, 9).toString('base64');

/**
 * Issue 86: the signing key is kept in backups and moved by db:move, sealed with SECRETS_KEY: a
 * credential issued before still verifies after, and new ones are signed by the same key.
 */
describeEachDatabase('credentials across backup, restore and db:move', (dialect) => {
  const ctx = useTestApp(dialect, { FIRM_NAME: 'Acme Kenya Ltd' });
  let credential: object;
  beforeAll(async () => {
    const admin = await loginAdmin(ctx);
    const supervisor = await createUser(ctx, 'SUP');
    ({ credential } = await issuedCredential(ctx, admin, supervisor));
    expect((await checkedOn(ctx, credential)).Result).toBe('valid');
  });

  /** The copy checks the credential as the original does, and signs as the same issuer. */
  async function expectSameIssuer(copy: TestContext) {
    expect((await checkedOn(copy, credential)).Result).toBe('valid');
    expect(await knownIssuers(copy.app.db)).toEqual(await knownIssuers(ctx.app.db));
    const admin = await loginAdmin(copy);
    const supervisor = await createUser(copy, 'SUP');
    const next = await issuedCredential(copy, admin, supervisor);
    expect((next.credential as { issuer: { id: string } }).issuer.id).toBe(
      (credential as { issuer: { id: string } }).issuer.id,
    );
    expect((await checkedOn(copy, next.credential)).Result).toBe('valid');
  }

  it('a backup restores the key with its SECRETS_KEY, and is refused under another', async () => {
    const file = await backupOf(ctx);
    const target = await createTestDatabase(dialect);
    try {
      const refused = await runServerCommand('src/cli/restore.ts', [file], {
        ...commandEnv(ctx),
        DATABASE_URL: target.url,
        SECRETS_KEY: OTHER_KEY,
      });
      expect(refused.code).not.toBe(0);
      expect(refused.stderr).toContain('credential_keys sealed with another SECRETS_KEY');
    } finally {
      await target.drop();
    }
    const { ctx: copy } = await restoredApp(otherDialect(dialect), file, ctx.config.BACKUP_DIR);
    try {
      await expectSameIssuer(copy);
    } finally {
      await stopTestApp(copy);
    }
  });

  it('db:move carries the key to the new database', async () => {
    const target = await createTestDatabase(otherDialect(dialect));
    const run = await runServerCommand(
      'src/cli/db-move.ts',
      ['--to', target.url],
      commandEnv(ctx),
      300_000,
    );
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/credential_keys\s+1 rows?\s+same/);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'internship-moved-'));
    const app = await buildApp(testConfig(target, dataDir));
    await app.ready();
    const copy = { app, config: app.config, database: target, dataDir };
    try {
      await expectSameIssuer(copy);
    } finally {
      await stopTestApp(copy);
    }
  });
});
