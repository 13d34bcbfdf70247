import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import type { Config } from '../../config';
import type { Db, DbOrTrx } from '../../db/database';
import { isUniqueViolation } from '../../lib/db-errors';
import { conflict, fieldError, forbidden, notFound } from '../../lib/errors';
import { languageOf, m, textsIn } from '../../lib/texts';
import { HOUR, isoNow } from '../../lib/time';
import { recordApplicationEvent } from '../applications/application-events.repository';
import { findApplication } from '../applications/applications.repository';
import { enqueueMail } from '../mail/outbox.repository';
import { interviewCalendar, type InterviewEvent } from './calendar';
import {
  applicantBookingMail,
  interviewerBookingMail,
  inviteToBookMail,
  moment,
  type ApplicantChange,
  type InterviewerChange,
} from './interview-mails';
import { bookingToken } from './interview-links';
import { freeSlotsJson } from './free-slots-cache';
import * as repo from './interviews.repository';
import {
  applicationWithIntake,
  checkToken,
  linkExpiry,
  linkOf,
  openLink,
  withReason,
  type ApplicationRow,
  type BookingContext,
} from './booking-link';

export type { BookingContext } from './booking-link';

/** Applications invited at once at most. */
export const MAX_INVITED = 200;
export const SLOT_TAKEN = m('Just taken: someone booked that time a moment ago. Pick another.');
export const NOT_BOOKABLE = m('This time is not one you can book.');

const organizerOf = (config: Config) => ({
  name: config.FIRM_NAME,
  email: /<([^>]+)>/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM,
});

export const bookingLink = (config: Config, token: string) => `${config.PUBLIC_URL}/book/${token}`;

/** Whether the application may book now (no live booking). */
const mayBook = (application: ApplicationRow) =>
  application.status === 'Processing' ||
  (application.status === 'Accepted' && application.interview_date === null);

const slotFits = (slot: repo.SlotRow, application: ApplicationRow) =>
  slot.cancelled_at === null &&
  slot.intake_id === application.intake_id &&
  (slot.position_id === null || slot.position_id === application.position_id);

const cutOffMs = (config: Config) => config.BOOKING_CUTOFF_HOURS * HOUR;

/** What the booking page shows. */
export async function bookingPage(ctx: BookingContext, token: string, now = Date.now()) {
  const { db, config } = ctx;
  // The link with its intake's slots' version, in one query: the page's only one when kept.
  const check = checkToken(ctx, token, now);
  const row = await repo.findLinkStateAndVersion(db, check.applicationId);
  const { application, live, intake, expiresAt } = linkOf(ctx, check, row, now);
  const state = live ? 'booked' : mayBook(application) ? 'open' : 'closed';
  const after = new Date(now + cutOffMs(config)).toISOString();
  const free =
    state === 'closed'
      ? { json: '[]', more: false }
      : // linkOf has refused a link without its row.
        await freeSlotsJson(db, application, row!.slots_version, after, live?.slot);
  return {
    application,
    intake,
    expiresAt,
    state: state as 'booked' | 'open' | 'closed',
    live,
    changeUntil: live
      ? new Date(Date.parse(live.starts_at) - cutOffMs(config)).toISOString()
      : null,
    canChange: live ? Date.parse(live.starts_at) - cutOffMs(config) > now : false,
    /** The free times, as the page's JSON array (free-slots-cache.ts). */
    slotsJson: free.json,
    more: free.more,
  };
}

/** The interview's calendar event and e-mails for the applicant and each interviewer. */
async function queueBookingMails(
  trx: DbOrTrx,
  ctx: BookingContext,
  application: ApplicationRow,
  booking: { uid: string; sequence: number },
  slot: {
    id: number;
    starts_at: string;
    ends_at: string;
    place: string | null;
    video_link: string | null;
  },
  change: ApplicantChange,
  token: string,
  toApplicant = true,
): Promise<number[]> {
  const { config } = ctx;
  const zone = config.APP_TIMEZONE;
  const interviewers = await repo.listSlotInterviewers(trx, [slot.id]);
  const cancelled = change === 'cancelled' || change === 'slot-cancelled';
  const applicantTexts = textsIn(languageOf(application.language));
  const event: InterviewEvent = {
    uid: booking.uid,
    sequence: booking.sequence,
    startsAt: slot.starts_at,
    endsAt: slot.ends_at,
    summary: applicantTexts.t('Internship interview ({position})', {
      position: application.position,
    }),
    description: applicantTexts.t('Interview for the {position} internship.', {
      position: application.position,
    }),
    location: slot.place ?? slot.video_link,
    url: slot.video_link,
    organizer: organizerOf(config),
    attendees: [
      { name: application.name, email: application.email },
      ...interviewers.map((person) => ({ name: person.name, email: person.email })),
    ],
  };
  const ics = interviewCalendar(zone, event, cancelled);
  const method = cancelled ? 'CANCEL' : 'REQUEST';
  const attachment = {
    filename: cancelled ? 'cancel.ics' : 'invite.ics',
    contentType: 'text/calendar',
    content: ics,
    method,
  };
  const ids: number[] = [];
  const where = { place: slot.place, video_link: slot.video_link };
  if (toApplicant)
    ids.push(
      await enqueueMail(trx, {
        to: application.email,
        ...applicantBookingMail(applicantTexts, change, {
          name: application.name,
          position: application.position,
          when: moment(applicantTexts, slot.starts_at, zone),
          where,
          link: bookingLink(config, token),
          cutOffHours: config.BOOKING_CUTOFF_HOURS,
        }),
        attachments: [attachment],
      }),
    );
  const staffChange: InterviewerChange =
    change === 'booked' ? 'booked' : change === 'moved' ? 'moved' : 'cancelled';
  for (const person of interviewers) {
    const texts = textsIn(languageOf(person.language));
    ids.push(
      await enqueueMail(trx, {
        to: person.email,
        ...interviewerBookingMail(texts, staffChange, {
          name: person.name,
          applicant: application.name,
          position: application.position,
          when: moment(texts, slot.starts_at, zone),
          where,
        }),
        attachments: [attachment],
      }),
    );
  }
  return ids;
}

/** The application's own link (its invitation's expiry). */
async function tokenOf(trx: DbOrTrx, ctx: BookingContext, applicationId: number) {
  const invitation = await repo.findInvitation(trx, applicationId);
  return bookingToken(ctx.secret, applicationId, invitation?.expires_at ?? isoNow());
}

/**
 * Takes a place in the slot for the application: the conditional update decides who gets the
 * last place, and the interviewers' locks keep them from two bookings at once. Throws 409
 * slot-taken otherwise; the caller's transaction then rolls back.
 */
async function takeSlot(trx: DbOrTrx, slot: repo.SlotRow, interviewerIds?: number[]) {
  // Full as read in this transaction: the conditional update below would refuse it too.
  if (slot.booked >= slot.capacity) throw withReason(409, SLOT_TAKEN, 'slot-taken');
  const interviewers =
    interviewerIds ?? (await repo.listSlotInterviewers(trx, [slot.id])).map((person) => person.id);
  await repo.lockInterviewers(trx, interviewers);
  if (!(await repo.takePlace(trx, slot.id))) throw withReason(409, SLOT_TAKEN, 'slot-taken');
  if (await repo.interviewerBusy(trx, slot.id, interviewers, slot.starts_at, slot.ends_at)) {
    throw withReason(409, SLOT_TAKEN, 'slot-taken');
  }
}

async function bookableSlot(
  trx: DbOrTrx,
  ctx: BookingContext,
  application: ApplicationRow,
  slotId: number,
  now: number,
) {
  return checkSlot(ctx, await repo.findSlot(trx, slotId), application, now);
}

function checkSlot(
  ctx: BookingContext,
  slot: repo.SlotRow | undefined,
  application: ApplicationRow,
  now: number,
) {
  if (!slot || !slotFits(slot, application)) throw fieldError('Slot', NOT_BOOKABLE);
  if (Date.parse(slot.starts_at) - cutOffMs(ctx.config) <= now) {
    throw conflict(m('This time starts too soon to book; pick a later one.'));
  }
  return slot;
}

const localDay = (config: Config, iso: string) =>
  DateTime.fromISO(iso).setZone(config.APP_TIMEZONE).toISODate()!;

/**
 * A booking's checks before it takes the slot, from one read (the link, the slot and its
 * interviewers' ids), in openLink's and bookableSlot's order. Throws the answer when one refuses.
 */
async function checkBooking(
  ctx: BookingContext,
  db: DbOrTrx,
  token: string,
  slotId: number,
  now: number,
) {
  const check = checkToken(ctx, token, now);
  // One query: the link, the slot and its interviewers.
  const read = await repo.findLinkStateAndSlot(db, check.applicationId, slotId);
  const { application, live } = linkOf(ctx, check, read?.row, now);
  if (live) {
    throw conflict(m('You already have a booked interview: reschedule or cancel it.'));
  }
  if (!mayBook(application)) throw conflict(m('This application can no longer book an interview.'));
  const slot = checkSlot(ctx, read?.slot, application, now);
  return { application, slot, interviewers: read!.interviewers };
}

/** Books a slot from the link. Returns the booking's id and the e-mails to send. */
export async function book(ctx: BookingContext, token: string, slotId: number, now = Date.now()) {
  const { db, config } = ctx;
  try {
    return await db.transaction().execute(async (trx) => {
      const { application, slot, interviewers } = await checkBooking(ctx, trx, token, slotId, now);
      await takeSlot(trx, slot, interviewers);
      const uid = `interview-${randomUUID()}@internship-programme`;
      const id = await repo.insertBooking(trx, {
        application_id: application.id,
        slot_id: slot.id,
        uid,
      });
      const moved =
        application.status === 'Processing'
          ? await trx
              .updateTable('applications')
              .set({
                status: 'Accepted',
                interview_date: localDay(config, slot.starts_at),
                updated_at: isoNow(),
              })
              .where('id', '=', application.id)
              .where('status', '=', 'Processing')
              .executeTakeFirst()
          : undefined;
      if (moved === undefined)
        await repo.setInterviewDate(trx, application.id, localDay(config, slot.starts_at));
      const mails = await queueBookingMails(
        trx,
        ctx,
        application,
        { uid, sequence: 0 },
        slot,
        'booked',
        token,
      );
      await recordApplicationEvent(trx, {
        applicationId: application.id,
        from: application.status,
        to: 'Accepted',
        byUserId: null,
        mailId: mails[0],
        // A move out of Processing is a status change like an administrator's (reports count it).
        kind: application.status === 'Processing' ? 'status' : 'booked',
      });
      return { id, mails };
    });
  } catch (error) {
    // Two bookings of one application at once: the unique index lets one in.
    if (isUniqueViolation(error)) {
      throw conflict(m('You already have a booked interview: reschedule or cancel it.'));
    }
    throw error;
  }
}

/** A live booking that may still change (before the cut-off). */
async function changeableBooking(
  trx: DbOrTrx,
  ctx: BookingContext,
  applicationId: number,
  now: number,
) {
  const live = await repo.findLiveBooking(trx, applicationId);
  if (!live) throw conflict(m('You have no booked interview to change.'));
  if (Date.parse(live.starts_at) - cutOffMs(ctx.config) <= now) {
    throw withReason(
      409,
      m(
        'Your interview is less than {hours} hours away and can no longer be changed here. Please contact us.',
        { hours: ctx.config.BOOKING_CUTOFF_HOURS },
      ),
      'too-late',
    );
  }
  return live;
}

/** Moves the booking to another slot: the same UID, the next SEQUENCE. */
export async function reschedule(
  ctx: BookingContext,
  token: string,
  slotId: number,
  now = Date.now(),
) {
  const { db, config } = ctx;
  return db.transaction().execute(async (trx) => {
    const { application } = await openLink(ctx, trx, token, now);
    const live = await changeableBooking(trx, ctx, application.id, now);
    if (live.slot === slotId) throw fieldError('Slot', m('This is already the time you booked.'));
    const slot = await bookableSlot(trx, ctx, application, slotId, now);
    await takeSlot(trx, slot);
    await repo.freePlace(trx, live.slot);
    if (!(await repo.moveBooking(trx, live.id, slot.id))) {
      throw conflict(m('You have no booked interview to change.'));
    }
    await repo.setInterviewDate(trx, application.id, localDay(config, slot.starts_at));
    const booking = { uid: live.uid, sequence: live.sequence + 1 };
    const mails = await queueBookingMails(trx, ctx, application, booking, slot, 'moved', token);
    await recordApplicationEvent(trx, {
      applicationId: application.id,
      from: application.status,
      to: application.status,
      byUserId: null,
      mailId: mails[0],
      kind: 'rescheduled',
    });
    return { id: live.id, mails };
  });
}

/**
 * Ends a live booking inside `trx`: frees its place (unless its slot is being cancelled), clears
 * the interview day, and sends METHOD:CANCEL to the applicant and the interviewers.
 */
async function endLiveBooking(
  trx: DbOrTrx,
  ctx: BookingContext,
  application: ApplicationRow,
  live: repo.LiveBooking,
  change: 'cancelled' | 'slot-cancelled',
  byUserId: number | null,
  mailApplicant = true,
) {
  if (!(await repo.endBooking(trx, live.id, 'cancelled'))) return [];
  if (change === 'cancelled') await repo.freePlace(trx, live.slot);
  if (application.status === 'Accepted') await repo.setInterviewDate(trx, application.id, null);
  const token = await tokenOf(trx, ctx, application.id);
  const slot = { ...live, id: live.slot };
  const booking = { uid: live.uid, sequence: live.sequence + 1 };
  const mails = await queueBookingMails(
    trx,
    ctx,
    application,
    booking,
    slot,
    change,
    token,
    mailApplicant,
  );
  await recordApplicationEvent(trx, {
    applicationId: application.id,
    from: application.status,
    to: application.status,
    byUserId,
    mailId: mailApplicant ? mails[0] : null,
    kind: 'booking-cancelled',
  });
  return mails;
}

/** Cancels the booking from the link, before the cut-off; the application is invited again. */
export async function cancelBooking(ctx: BookingContext, token: string, now = Date.now()) {
  return ctx.db.transaction().execute(async (trx) => {
    const { application } = await openLink(ctx, trx, token, now);
    const live = await changeableBooking(trx, ctx, application.id, now);
    return endLiveBooking(trx, ctx, application, live, 'cancelled', null);
  });
}

/**
 * Frees the slot of an application that was declined (or erased): its live booking ends and the
 * interviewers get METHOD:CANCEL; the applicant's own e-mail is the decision's. Its invitation
 * ends too. Call it inside the transaction of the change.
 */
export async function releaseApplication(trx: DbOrTrx, ctx: BookingContext, applicationId: number) {
  const application = await applicationWithIntake(trx, applicationId);
  const live = application && (await repo.findLiveBooking(trx, applicationId));
  const mails =
    application && live
      ? await endLiveBooking(trx, ctx, application, live, 'cancelled', null, false)
      : [];
  await repo.deleteInvitation(trx, applicationId);
  return mails;
}

/** An administrator scheduled by hand: the link no longer books (a live booking stays). */
export async function scheduledByHand(trx: DbOrTrx, applicationId: number) {
  if (!(await repo.findLiveBooking(trx, applicationId)))
    await repo.deleteInvitation(trx, applicationId);
}

/** Cancels a slot: each booked applicant is told and sent the link again; interviewers get CANCEL. */
export async function cancelSlot(ctx: BookingContext, slotId: number, byUserId: number) {
  return ctx.db.transaction().execute(async (trx) => {
    const slot = await repo.findSlot(trx, slotId);
    if (!slot) throw notFound(m('Interview slot not found'));
    if (slot.cancelled_at) throw conflict(m('This slot is already cancelled.'));
    const bookings = await repo.liveBookingsOfSlot(trx, slotId);
    const mails: number[] = [];
    for (const booking of bookings) {
      const application = await applicationWithIntake(trx, booking.application_id);
      const live = await repo.findLiveBooking(trx, booking.application_id);
      if (application && live) {
        mails.push(
          ...(await endLiveBooking(trx, ctx, application, live, 'slot-cancelled', byUserId)),
        );
      }
    }
    await repo.cancelSlotRow(trx, slotId);
    return { told: bookings.length, mails };
  });
}

export interface InviteResult {
  invited: number[];
  refused: { id: number; message: string }[];
  mails: number[];
}

/** Invites applications of the review queue to book: each gets its link in its language. */
export async function inviteToBook(
  ctx: BookingContext,
  ids: number[],
  byUserId: number,
): Promise<InviteResult> {
  const result: InviteResult = { invited: [], refused: [], mails: [] };
  for (const id of [...new Set(ids)]) {
    await ctx.db.transaction().execute(async (trx) => {
      const application = await applicationWithIntake(trx, id);
      if (!application)
        return void result.refused.push({ id, message: m('Application not found') });
      if (await repo.findLiveBooking(trx, id)) {
        return void result.refused.push({
          id,
          message: m('This applicant already booked an interview.'),
        });
      }
      if (application.status !== 'Processing') {
        return void result.refused.push({
          id,
          message: m('Only applications in the review queue can be invited.'),
        });
      }
      const expiresAt = await linkExpiry(trx, ctx.config, application.intake_id);
      if (Date.parse(expiresAt) <= Date.now()) {
        return void result.refused.push({
          id,
          message: m("This intake's interviews are closed: its internship has started."),
        });
      }
      await repo.saveInvitation(trx, {
        application_id: id,
        invited_by: byUserId,
        expires_at: expiresAt,
      });
      const texts = textsIn(languageOf(application.language));
      const link = bookingLink(ctx.config, bookingToken(ctx.secret, id, expiresAt));
      const mailId = await enqueueMail(trx, {
        to: application.email,
        ...inviteToBookMail(texts, application.name, application.position, link),
      });
      await recordApplicationEvent(trx, {
        applicationId: id,
        from: application.status,
        to: application.status,
        byUserId,
        mailId,
        kind: 'invited-to-book',
      });
      result.invited.push(id);
      result.mails.push(mailId);
    });
  }
  return result;
}

/** After the interview's start, an interviewer of its slot (or an administrator) marks it. */
export async function markDidNotAttend(
  db: Db,
  bookingId: number,
  user: { id: number; role: string },
  now = Date.now(),
) {
  await db.transaction().execute(async (trx) => {
    const booking = await repo.findBooking(trx, bookingId);
    if (!booking) throw notFound(m('Booking not found'));
    if (user.role !== 'ADM' && !(await repo.isInterviewerOf(trx, booking.slot_id, user.id))) {
      throw forbidden(m('Only an interviewer of this interview or an administrator can mark it.'));
    }
    if (booking.status !== 'booked') throw conflict(m('This booking is not a live booking.'));
    if (Date.parse(booking.starts_at) > now)
      throw conflict(m('The interview has not started yet.'));
    if (!(await repo.endBooking(trx, bookingId, 'did-not-attend', user.id))) {
      throw conflict(m('This booking is not a live booking.'));
    }
    const application = await findApplication(trx, booking.application_id);
    if (application) {
      await recordApplicationEvent(trx, {
        applicationId: application.id,
        from: application.status,
        to: application.status,
        byUserId: user.id,
        mailId: null,
        kind: 'did-not-attend',
      });
    }
  });
}
