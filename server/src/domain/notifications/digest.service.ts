import { DateTime } from 'luxon';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { languageOf, textsIn } from '../../lib/texts';
import { enqueueMail } from '../mail/outbox.repository';
import { underLease } from '../leases/under-lease';
import { markDigested, waitingForDigest } from './digest.repository';
import { isNotificationKind, WEEKLY_DIGEST_KINDS } from './notification-kinds';
import { digestMail } from './notification-mails';
import { toNotification } from './notification-view';
import { profileLink } from './notifications.service';

const JOB = 'notification-digest';
/** From this hour (firm's zone) the day's digests go. */
export const DIGEST_HOUR = 7;

/** This morning's digest hour at `now` as an instant, or null before it. */
export function digestCutoff(zone: string, now: Date): string | null {
  const local = DateTime.fromJSDate(now, { zone });
  if (local.hour < DIGEST_HOUR) return null;
  return local.startOf('day').set({ hour: DIGEST_HOUR }).toUTC().toISO()!;
}

/**
 * This week's Monday digest hour as an instant (a weekly kind waits for it): with `digestCutoff`
 * set, `now` is past it.
 */
export function weeklyDigestCutoff(zone: string, now: Date): string {
  const local = DateTime.fromJSDate(now, { zone });
  return local.startOf('week').set({ hour: DIGEST_HOUR }).toUTC().toISO()!;
}

/**
 * One run of the digest job by `holder` (an instance): each user who chose the digest for some
 * kind gets one e-mail of what waited for it before this morning's digest hour (a weekly kind's:
 * before this Monday's), queued in the
 * transaction that marks those notifications sent. Null when another instance holds the lease;
 * else how many e-mails were queued. Runs hourly, so an instance down at 07:00 sends them later.
 */
export async function runNotificationDigest(
  db: Db,
  config: Config,
  holder: string,
  now = new Date(),
) {
  const cutoff = digestCutoff(config.APP_TIMEZONE, now);
  if (!cutoff) return 0;
  return underLease(db, JOB, holder, now, async () => {
    const weekly = {
      before: weeklyDigestCutoff(config.APP_TIMEZONE, now),
      kinds: WEEKLY_DIGEST_KINDS,
    };
    const rows = await waitingForDigest(db, cutoff, weekly);
    const byUser = new Map<number, typeof rows>();
    for (const row of rows) {
      const group = byUser.get(row.user_id);
      if (group) group.push(row);
      else byUser.set(row.user_id, [row]);
    }
    let sent = 0;
    for (const mine of byUser.values()) {
      const [first] = mine;
      await db.transaction().execute(async (trx) => {
        const marked = await markDigested(
          trx,
          mine.map((row) => row.id),
        );
        if (marked === 0 || first.recipient_archived_at) return;
        // In the recipient's language (null until they sign in: English).
        const texts = textsIn(languageOf(first.recipient_language));
        // A kind this version does not know (a newer instance's) is left out, not guessed at.
        const lines = mine
          .filter((row) => isNotificationKind(row.kind))
          .map((row) => toNotification(row, texts))
          .map((shown) => ({ text: shown.Text, link: `${config.PUBLIC_URL}${shown.Path}` }));
        const profile = profileLink(config, first.recipient_role);
        const mail = digestMail(texts, first.recipient_name, lines, profile);
        await enqueueMail(trx, { to: first.recipient_email, ...mail });
        sent += 1;
      });
    }
    return sent;
  });
}
