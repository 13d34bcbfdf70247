// `npm run credentials:rotate-key`: the credentials' signing key is retired and a new one made
// (docs/credentials.md, "The key"). New credentials are signed by the new key; those signed
// before still verify, and the retired key still signs their status list.
import { knownIssuers, rotateSigningKey } from '../domain/credentials/signing-keys';
import {
  CommandRefused,
  openConfiguredDatabase,
  readableSchema,
  runCommand,
} from './open-database';

runCommand(async () => {
  const { config, db } = openConfiguredDatabase({ mustExist: true });
  try {
    const status = await readableSchema(db);
    if (status.pending.includes('2026120400_credentials')) {
      throw new CommandRefused(
        'This database has no credentials yet: run `npm run migrate` first.',
      );
    }
    const issuer = await rotateSigningKey(db, config);
    const retired = (await knownIssuers(db)).filter((key) => key.retiredAt !== null).length;
    console.log(
      `New credentials are now signed by ${issuer}. ${retired} retired key(s) still vouch for ` +
        'what they signed and sign their own status lists.',
    );
  } finally {
    await db.destroy();
  }
});
