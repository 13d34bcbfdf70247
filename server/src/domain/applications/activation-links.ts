import type { Config } from '../../config';
import type { DbOrTrx } from '../../db/database';
import { DAY } from '../../lib/time';
import { hashToken, newToken } from '../../lib/tokens';
import { createActivationToken } from './activation-tokens.repository';

export const ACTIVATION_LIFETIME_MS = 14 * DAY;

/** decisions §5: a fresh single-use link `PUBLIC_URL/signUp?token=…`, stored only hashed. */
export async function newActivationLink(
  trx: DbOrTrx,
  config: Config,
  application: { id: number; email: string },
): Promise<string> {
  const token = newToken();
  await createActivationToken(trx, application.id, hashToken(token), ACTIVATION_LIFETIME_MS);
  const query = new URLSearchParams({ token, email: application.email });
  return `${config.PUBLIC_URL}/signUp?${query.toString()}`;
}
