import type { DbOrTrx } from '../../db/database';
import { MINUTE, isoIn, isoNow } from '../../lib/time';
import { hashToken, newToken } from '../../lib/tokens';

/**
 * The platform's EventSource sends no Authorization header, and this API's sessions are bearer
 * tokens, never cookies. So a signed-in page first asks for a ticket (a bearer call), then opens
 * its stream with it: the ticket is random (it names nothing), opens one stream, within a
 * minute. The stream stays open while its session lives (plugins/notification-streams.ts); a
 * page that reconnects asks for a new ticket.
 */
export const TICKET_LIFETIME_MS = MINUTE;

/** A new ticket for the session (only its hash is kept); tickets past their minute go. */
export async function issueStreamTicket(db: DbOrTrx, sessionId: number, now = Date.now()) {
  const ticket = newToken();
  await db.deleteFrom('stream_tickets').where('expires_at', '<', isoNow(now)).execute();
  await db
    .insertInto('stream_tickets')
    .values({
      token_hash: hashToken(ticket),
      session_id: sessionId,
      expires_at: isoIn(TICKET_LIFETIME_MS, now),
    })
    .execute();
  return ticket;
}

/**
 * Uses a ticket up, in one statement (of two requests with it, one opens a stream): the
 * session it opens, or why it opens nothing.
 */
export async function useStreamTicket(
  db: DbOrTrx,
  ticket: string,
  now = Date.now(),
): Promise<{ sessionId: number } | 'expired' | 'invalid'> {
  const row = await db
    .deleteFrom('stream_tickets')
    .where('token_hash', '=', hashToken(ticket))
    .returning(['session_id', 'expires_at'])
    .executeTakeFirst();
  if (!row) return 'invalid';
  return row.expires_at < isoNow(now) ? 'expired' : { sessionId: row.session_id };
}
