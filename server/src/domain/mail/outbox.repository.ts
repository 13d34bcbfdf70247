import type { DbOrTrx } from '../../db/database';
import type { OutboxStatus } from '../../db/schema';
import { isoIn, isoNow } from '../../lib/time';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
  /** iCalendar METHOD, when the attachment is an invitation. */
  method?: string;
}

export interface NewMail {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}

/** Queues an e-mail; call it inside the transaction that makes the change it reports. */
export async function enqueueMail(db: DbOrTrx, mail: NewMail): Promise<number> {
  const now = isoNow();
  const row = await db
    .insertInto('outbox')
    .values({
      recipient: mail.to,
      subject: mail.subject,
      body_text: mail.text,
      attachments: mail.attachments ? JSON.stringify(mail.attachments) : null,
      status: 'pending',
      attempts: 0,
      next_attempt_at: now,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Takes a pending message for delivery. The lock is a conditional update, so two workers (or a
 * worker and an immediate delivery) never send the same message at once.
 */
export async function claimMail(db: DbOrTrx, id: number, lockMs: number, ignoreSchedule = false) {
  const now = isoNow();
  let query = db
    .updateTable('outbox')
    .set((eb) => ({ locked_until: isoIn(lockMs), attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]));
  if (!ignoreSchedule) query = query.where('next_attempt_at', '<=', now);
  // The claimed row in the same statement: one round trip, not a claim and a read.
  return query.returningAll().executeTakeFirst();
}

export async function listDueMailIds(db: DbOrTrx, limit: number) {
  const now = isoNow();
  const rows = await db
    .selectFrom('outbox')
    .select('id')
    .where('status', '=', 'pending')
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * A delivered message keeps its recipient, subject, dates and status, not its body or
 * attachments: they hold live links (reset, invitation, activation) whose tokens are stored
 * only hashed everywhere else.
 */
export async function markMailDone(db: DbOrTrx, id: number, status: OutboxStatus) {
  const now = isoNow();
  await db
    .updateTable('outbox')
    .set({
      status,
      sent_at: now,
      locked_until: null,
      last_error: null,
      body_text: '',
      attachments: null,
    })
    .where('id', '=', id)
    .execute();
}

export async function markMailFailed(db: DbOrTrx, id: number, error: string, retryInMs: number) {
  await db
    .updateTable('outbox')
    .set({
      locked_until: null,
      last_error: error.slice(0, 1000),
      next_attempt_at: isoIn(retryInMs),
    })
    .where('id', '=', id)
    .execute();
}

/** Messages still waiting after at least one failed attempt, oldest first (an SMTP outage). */
export async function listUndeliveredMail(db: DbOrTrx, limit: number) {
  return db
    .selectFrom('outbox')
    .select([
      'id',
      'recipient',
      'subject',
      'attempts',
      'last_error',
      'created_at',
      'next_attempt_at',
    ])
    .where('status', '=', 'pending')
    .where('last_error', 'is not', null)
    .orderBy('id')
    .limit(limit)
    .execute();
}

export async function findMailStatus(db: DbOrTrx, id: number) {
  const row = await db
    .selectFrom('outbox')
    .select('status')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.status;
}

/** What waits in the outbox: every pending message, those that failed at least once, the oldest. */
export async function outboxBacklog(db: DbOrTrx) {
  const row = await db
    .selectFrom('outbox')
    .select((eb) => [
      eb.fn.countAll<number>().as('pending'),
      eb.fn.count<number>('last_error').as('failed'),
      eb.fn.min('created_at').as('oldest'),
    ])
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  return { pending: Number(row.pending), failed: Number(row.failed), oldestCreatedAt: row.oldest };
}
