import type { Db } from '../../db/database';
import { sqlRules } from '../../db/sql-rules';
import { DAY } from '../../lib/time';
import { deleteLoginFailuresBefore } from '../accounts/login-failures.repository';
import { deleteAbandonedUploads } from '../imports/imports.repository';
import { dropMailWindowsBefore } from '../mail/mail-windows.repository';
import { deleteNotificationsBefore } from '../notifications/notifications.repository';
import { afterErasure, eraseApplicationIn } from './erasure.service';
import {
  applicationsDecidedBefore,
  eraseOldMailBodies,
  vacuumErasedTables,
} from './retention.repository';
import { underLease } from '../leases/under-lease';

export interface RetentionSettings {
  declinedDays: number;
  unactivatedDays: number;
  mailDays: number;
  notificationDays: number;
}

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY).toISOString();

/** The lock-out reads 15 minutes of login failures; a day leaves an attack to be looked into. */
const LOGIN_FAILURES_KEPT_DAYS = 1;

/**
 * Erases what is kept longer than the privacy notice says: declined applications and Passed
 * applicants who never activated, counted from the decision, the bodies of old e-mails, old
 * login failures (the e-mails typed at the login, an account's or not), the addresses of
 * mail windows that ended, and notifications older than RETAIN_NOTIFICATION_DAYS.
 * Each application is erased in its own transaction, so a failure loses no earlier erasure.
 */
export async function runRetention(db: Db, settings: RetentionSettings, now = new Date()) {
  const declined = await applicationsDecidedBefore(
    db,
    'Declined',
    daysBefore(now, settings.declinedDays),
  );
  const unactivated = await applicationsDecidedBefore(
    db,
    'Passed',
    daysBefore(now, settings.unactivatedDays),
    { withoutAccount: true },
  );
  for (const id of [...declined, ...unactivated]) {
    await db.transaction().execute((trx) => eraseApplicationIn(trx, id, null, now.toISOString()));
  }
  const mailBodies = await eraseOldMailBodies(db, daysBefore(now, settings.mailDays));
  const loginFailures = await deleteLoginFailuresBefore(
    db,
    daysBefore(now, LOGIN_FAILURES_KEPT_DAYS),
  );
  await dropMailWindowsBefore(db, daysBefore(now, 1));
  // An uploaded file never imported holds people's data: it goes after a day (issue 69).
  await deleteAbandonedUploads(db, daysBefore(now, 1));
  const notifications = await deleteNotificationsBefore(
    db,
    daysBefore(now, settings.notificationDays),
  );
  const erasedAny = declined.length + unactivated.length + mailBodies + notifications > 0;
  if (erasedAny) {
    await afterErasure(db);
    if (sqlRules(db).dialect === 'postgres') await vacuumErasedTables(db);
  }
  return {
    declined: declined.length,
    unactivated: unactivated.length,
    mailBodies,
    loginFailures,
    notifications,
  };
}

const JOB = 'retention';
/**
 * One run of the retention job by `holder` (an instance), or null when another instance holds
 * the job's lease: with several instances on one database, one runs it at a time.
 */
export async function runRetentionJob(
  db: Db,
  settings: RetentionSettings,
  holder: string,
  now = new Date(),
) {
  return underLease(db, JOB, holder, now, () => runRetention(db, settings, now));
}
