import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { textsIn, type Texts } from '../../lib/texts';
import { verifyLogbookCopy } from './logbook-copy.service';
import { verifyLetter } from './letters.service';

/**
 * What /verify/<code> says: a completion letter's facts, or a logbook copy's (both carry codes
 * of one kind); null for a code neither has. The programme's name is in `texts`' language (the
 * request's; English when not given).
 */
export async function verifyDocument(
  db: Db,
  config: Config,
  code: string,
  texts: Texts = textsIn('en'),
) {
  const letter = await verifyLetter(db, config, code, texts);
  if (letter) return { ...letter, Document: 'letter' as const, Logbook: null };
  return verifyLogbookCopy(db, config, code, texts);
}
