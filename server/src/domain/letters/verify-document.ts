import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { verifyLogbookCopy } from '../logbook/logbook-copy.service';
import { verifyLetter } from './letters.service';

/**
 * What /verify/<code> says: a completion letter's facts, or a logbook copy's (both carry codes
 * of one kind); null for a code neither has.
 */
export async function verifyDocument(db: Db, config: Config, code: string) {
  const letter = await verifyLetter(db, config, code);
  if (letter) return { ...letter, Document: 'letter' as const, Logbook: null };
  return verifyLogbookCopy(db, config, code);
}
