import { DateTime } from 'luxon';
import type { Config } from '../../config';
import type { Db, DbOrTrx } from '../../db/database';
import { conflict, HttpError } from '../../lib/errors';
import { m } from '../../lib/texts';
import { DAY } from '../../lib/time';
import { findApplication, type ApplicationView } from '../applications/applications.repository';
import { findIntake } from '../intakes/intakes.repository';
import { checkBookingToken } from './interview-links';
import * as repo from './interviews.repository';

// A booking link and what it opens: its checks (forged, expired, closed) and the application with
// its live booking, as booking.service.ts's every answer starts.

/** What a booking needs from the app: its settings and the secret its links are signed with. */
export interface BookingContext {
  db: Db;
  config: Config;
  secret: string;
}

/** A link of the always-open default intake (no interviews' end) lasts this long. */
export const DEFAULT_LINK_LIFETIME_MS = 30 * DAY;

export const LINK_INVALID = m('This booking link is not valid.');
export const LINK_EXPIRED = m(
  'This booking link has expired: the interviews for this intake are closed.',
);

/** An HTTP error with a reason the route logs and the bench counts. */
export const withReason = (
  status: number,
  message: Parameters<typeof conflict>[0],
  reason: string,
) => {
  const error = new HttpError(status, message);
  Object.assign(error, { reason });
  return error;
};

/**
 * When an application's link stops working: the start (00:00, firm's zone) of its intake's
 * internship, when its interviews are over; for the default intake, 30 days after the invitation.
 * `startsOn` is the intake's InternshipStart, undefined when the intake is gone (closed at once).
 */
function closesAt(
  config: Config,
  intakeId: number | null,
  startsOn: string | undefined,
  now: number,
) {
  if (intakeId === null) return new Date(now + DEFAULT_LINK_LIFETIME_MS).toISOString();
  if (startsOn === undefined) return new Date(now).toISOString();
  return DateTime.fromISO(startsOn, { zone: config.APP_TIMEZONE }).toUTC().toISO()!;
}

export async function linkExpiry(
  db: DbOrTrx,
  config: Config,
  intakeId: number | null,
  now = Date.now(),
) {
  const intake = intakeId === null ? undefined : await findIntake(db, intakeId);
  return closesAt(config, intakeId, intake?.starts_on, now);
}

export interface ApplicationRow extends ApplicationView {
  intake_id: number | null;
}

export async function applicationWithIntake(
  db: DbOrTrx,
  id: number,
): Promise<ApplicationRow | undefined> {
  const application = await findApplication(db, id);
  if (!application) return undefined;
  const row = await db
    .selectFrom('applications')
    .select(['intake_id', 'erased_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  if (row.erased_at) return undefined;
  return { ...application, intake_id: row.intake_id };
}

/**
 * Reads a link: 404 when forged or its application is gone (or never invited), 410 when expired
 * or closed. One query reads the application, its intake, invitation and live booking.
 */
export async function openLink(ctx: BookingContext, db: DbOrTrx, token: string, now = Date.now()) {
  const check = checkToken(ctx, token, now);
  return linkOf(ctx, check, await repo.findLinkState(db, check.applicationId), now);
}

export function checkToken(ctx: BookingContext, token: string, now: number) {
  const check = checkBookingToken(ctx.secret, token, now);
  if (check.result === 'invalid') throw withReason(404, LINK_INVALID, 'link-invalid');
  return check;
}

/** openLink's answer from the link's row as read (findLinkState's). */
export function linkOf(
  ctx: BookingContext,
  check: Exclude<ReturnType<typeof checkBookingToken>, { result: 'invalid' }>,
  row: repo.LinkState | undefined,
  now: number,
) {
  if (!row || row.erased_at || row.invited_at === null) {
    throw withReason(404, LINK_INVALID, 'link-invalid');
  }
  if (check.result === 'expired') throw withReason(410, LINK_EXPIRED, 'link-expired');
  // The intake's dates may have moved since the invitation: its interviews close at its start.
  const startsOn = row.intake_starts_on ?? undefined;
  if (
    Date.parse(closesAt(ctx.config, row.intake_id, startsOn, Date.parse(row.invited_at))) <= now
  ) {
    throw withReason(410, LINK_EXPIRED, 'link-expired');
  }
  const application: ApplicationRow = {
    id: row.id,
    name: row.name,
    email: row.email,
    phone_number: row.phone_number,
    position_id: row.position_id,
    position: row.position,
    status: row.status,
    interview_date: row.interview_date,
    created_at: row.created_at,
    language: row.language,
    invited_at: row.invited_at,
    booking_starts_at: row.starts_at,
    intake_id: row.intake_id,
  };
  const live: repo.LiveBooking | undefined =
    row.booking_id === null
      ? undefined
      : {
          id: row.booking_id,
          application_id: row.id,
          slot_id: row.slot_id!,
          status: 'booked',
          uid: row.uid!,
          sequence: row.sequence!,
          reminder_sent_at: row.reminder_sent_at,
          intake_id: row.slot_intake_id,
          position_id: row.slot_position_id,
          starts_at: row.starts_at!,
          ends_at: row.ends_at!,
          place: row.place,
          video_link: row.video_link,
          capacity: row.capacity!,
          booked: row.booked!,
          cancelled_at: row.cancelled_at,
          slot: row.slot_id!,
        };
  return { application, live, intake: row.intake_name, expiresAt: check.expiresAt };
}
