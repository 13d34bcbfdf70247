import { sql } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import { isPostgres, type DbOrTrx } from '../../db/database';
import type { InterviewBookingStatus } from '../../db/schema';
import { isoNow } from '../../lib/time';

// docs/interview-booking.md. Times are ISO 8601 UTC text, so they compare as strings.

export interface NewSlot {
  intake_id: number | null;
  position_id: number | null;
  starts_at: string;
  ends_at: string;
  place: string | null;
  video_link: string | null;
  capacity: number;
  created_by: number | null;
}

/** Supervisors and administrators who may interview, by name (at most 1000). */
export async function listInterviewers(db: DbOrTrx) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'role'])
    .where('role', 'in', ['SUP', 'ADM'])
    .where('archived_at', 'is', null)
    .orderBy('name')
    .orderBy('id')
    .limit(1000)
    .execute();
}

/** Of these ids, the active supervisors and administrators. */
export async function findInterviewers(db: DbOrTrx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'language'])
    .where('id', 'in', ids)
    .where('role', 'in', ['SUP', 'ADM'])
    .where('archived_at', 'is', null)
    .execute();
}

export async function insertSlots(trx: DbOrTrx, slots: NewSlot[], interviewerIds: number[]) {
  const ids: number[] = [];
  const now = isoNow();
  // 100 rows a statement: within SQLite's and PostgreSQL's parameter limits.
  for (let i = 0; i < slots.length; i += 100) {
    const rows = await trx
      .insertInto('interview_slots')
      .values(slots.slice(i, i + 100).map((slot) => ({ ...slot, created_at: now })))
      .returning('id')
      .execute();
    ids.push(...rows.map((row) => row.id));
  }
  const links = ids.flatMap((slot_id) => interviewerIds.map((user_id) => ({ slot_id, user_id })));
  for (let i = 0; i < links.length; i += 200) {
    await trx
      .insertInto('interview_slot_interviewers')
      .values(links.slice(i, i + 200))
      .execute();
  }
  return ids;
}

/** Live slots of these interviewers that overlap [from, to) (at most 5000, the earliest). */
export async function slotsOfInterviewers(
  db: DbOrTrx,
  userIds: number[],
  from: string,
  to: string,
) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('interview_slots as s')
    .innerJoin('interview_slot_interviewers as i', 'i.slot_id', 's.id')
    .select(['s.id', 'i.user_id', 's.starts_at', 's.ends_at'])
    .where('i.user_id', 'in', userIds)
    .where('s.cancelled_at', 'is', null)
    .where('s.starts_at', '<', to)
    .where('s.ends_at', '>', from)
    .orderBy('s.starts_at')
    .limit(5000)
    .execute();
}

const slotColumns = [
  's.id',
  's.intake_id',
  's.position_id',
  's.starts_at',
  's.ends_at',
  's.place',
  's.video_link',
  's.capacity',
  's.booked',
  's.cancelled_at',
] as const;

const slotById = compiledOnce((db: DbOrTrx, { id }: { id: number }) =>
  db.selectFrom('interview_slots as s').select(slotColumns).where('s.id', '=', id),
);

/** Compiled once (compiled-once.ts): every booking reads its slot. */
export async function findSlot(db: DbOrTrx, id: number) {
  const [row] = await slotById(db, { id });
  return row;
}

export type SlotRow = NonNullable<Awaited<ReturnType<typeof findSlot>>>;

/** The slots starting in [from, to), optionally of one intake, with names; at most `limit`. */
export async function listSlotsBetween(
  db: DbOrTrx,
  from: string,
  to: string,
  intakeId: number | undefined,
  limit: number,
) {
  let query = db
    .selectFrom('interview_slots as s')
    .leftJoin('intakes as k', 'k.id', 's.intake_id')
    .leftJoin('positions as p', 'p.id', 's.position_id')
    .select([...slotColumns, 'k.name as intake_name', 'p.name as position_name'])
    .where('s.starts_at', '>=', from)
    .where('s.starts_at', '<', to);
  if (intakeId !== undefined) query = query.where('s.intake_id', '=', intakeId);
  return query.orderBy('s.starts_at').orderBy('s.id').limit(limit).execute();
}

export async function listSlotInterviewers(db: DbOrTrx, slotIds: number[]) {
  if (slotIds.length === 0) return [];
  return db
    .selectFrom('interview_slot_interviewers as i')
    .innerJoin('users as u', 'u.id', 'i.user_id')
    .select(['i.slot_id', 'u.id', 'u.name', 'u.email', 'u.language'])
    .where('i.slot_id', 'in', slotIds)
    .orderBy('u.name')
    .execute();
}

/** The live and did-not-attend bookings of these slots, with the applicants' names. */
export async function listSlotBookings(db: DbOrTrx, slotIds: number[]) {
  if (slotIds.length === 0) return [];
  return db
    .selectFrom('interview_bookings as b')
    .innerJoin('applications as a', 'a.id', 'b.application_id')
    .select(['b.id', 'b.slot_id', 'b.application_id', 'b.status', 'a.name', 'a.email'])
    .where('b.slot_id', 'in', slotIds)
    .where('b.status', 'in', ['booked', 'did-not-attend'])
    .orderBy('b.id')
    .execute();
}

/**
 * Bookable slots for an application: live, not full, of its intake (null: the default intake)
 * and of its position or all, starting after `after`; `limit` of them, the earliest.
 */
export async function listFreeSlots(
  db: DbOrTrx,
  application: { intake_id: number | null; position_id: number },
  after: string,
  limit: number,
) {
  let query = db
    .selectFrom('interview_slots as s')
    .select(slotColumns)
    .where('s.cancelled_at', 'is', null)
    .where('s.starts_at', '>', after)
    .where((eb) => eb('s.booked', '<', eb.ref('s.capacity')))
    .where((eb) =>
      eb.or([eb('s.position_id', 'is', null), eb('s.position_id', '=', application.position_id)]),
    );
  query =
    application.intake_id === null
      ? query.where('s.intake_id', 'is', null)
      : query.where('s.intake_id', '=', application.intake_id);
  return query.orderBy('s.starts_at').orderBy('s.id').limit(limit).execute();
}

/**
 * Takes one place of a live slot, if one is left: the condition and the increment are one
 * statement, so of two bookers of the last place exactly one changes the row (both databases).
 */
export async function takePlace(trx: DbOrTrx, slotId: number) {
  const result = await trx
    .updateTable('interview_slots')
    .set((eb) => ({ booked: eb('booked', '+', 1), changes: eb('changes', '+', 1) }))
    .where('id', '=', slotId)
    .where('cancelled_at', 'is', null)
    .where((eb) => eb('booked', '<', eb.ref('capacity')))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function freePlace(trx: DbOrTrx, slotId: number) {
  await trx
    .updateTable('interview_slots')
    .set((eb) => ({ booked: eb('booked', '-', 1), changes: eb('changes', '+', 1) }))
    .where('id', '=', slotId)
    .where('booked', '>', 0)
    .execute();
}

/**
 * On PostgreSQL, holds each interviewer's lock until the transaction ends (in id order, so two
 * bookings never wait on each other), so the busy check below sees every booking committed
 * before it. SQLite runs one write transaction at a time already.
 */
export async function lockInterviewers(trx: DbOrTrx, userIds: number[]) {
  if (!isPostgres(trx) || userIds.length === 0) return;
  // One statement (one round trip): unnest hands the sorted ids out in order, one lock each.
  const sorted = [...userIds].sort((a, b) => a - b);
  await sql`select pg_advisory_xact_lock(87, id) from unnest(${sorted}::int4[]) as t(id)`.execute(
    trx,
  );
}

/** Whether one of these interviewers has a live booking in another slot overlapping [from, to). */
export async function interviewerBusy(
  trx: DbOrTrx,
  slotId: number,
  userIds: number[],
  from: string,
  to: string,
) {
  if (userIds.length === 0) return false;
  const row = await trx
    .selectFrom('interview_bookings as b')
    .innerJoin('interview_slots as s', 's.id', 'b.slot_id')
    .innerJoin('interview_slot_interviewers as i', 'i.slot_id', 's.id')
    .select('b.id')
    .where('b.status', '=', 'booked')
    .where('s.id', '!=', slotId)
    .where('i.user_id', 'in', userIds)
    .where('s.starts_at', '<', to)
    .where('s.ends_at', '>', from)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertBooking(
  trx: DbOrTrx,
  booking: { application_id: number; slot_id: number; uid: string },
) {
  const now = isoNow();
  const row = await trx
    .insertInto('interview_bookings')
    .values({ ...booking, status: 'booked', sequence: 0, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const bookingColumns = [
  'b.id',
  'b.application_id',
  'b.slot_id',
  'b.status',
  'b.uid',
  'b.sequence',
  'b.reminder_sent_at',
] as const;

/** An application's live booking, with its slot. */
export async function findLiveBooking(db: DbOrTrx, applicationId: number) {
  return db
    .selectFrom('interview_bookings as b')
    .innerJoin('interview_slots as s', 's.id', 'b.slot_id')
    .select([...bookingColumns, ...slotColumns.filter((c) => c !== 's.id'), 's.id as slot'])
    .where('b.application_id', '=', applicationId)
    .where('b.status', '=', 'booked')
    .executeTakeFirst();
}

export type LiveBooking = NonNullable<Awaited<ReturnType<typeof findLiveBooking>>>;

/**
 * What a booking link opens, in one query: the application (as `applicationView` gives it, with
 * its intake and whether erased), its intake's name and start, its invitation and its live
 * booking with the slot (null columns when there is none). 'booked' is written into the SQL, not
 * bound: with a bound value SQLite re-plans the statement on every call to see whether the
 * partial index (`status = 'booked'`) applies.
 */
const linkQuery = (db: DbOrTrx, applicationId: number) =>
  db
    .selectFrom('applications as a')
    .innerJoin('positions as p', 'p.id', 'a.position_id')
    .leftJoin('intakes as k', 'k.id', 'a.intake_id')
    .leftJoin('interview_invitations as ii', 'ii.application_id', 'a.id')
    .leftJoin('interview_bookings as b', (join) =>
      join.onRef('b.application_id', '=', 'a.id').on('b.status', '=', sql.lit('booked')),
    )
    .leftJoin('interview_slots as s', 's.id', 'b.slot_id')
    .select([
      'a.id',
      'a.name',
      'a.email',
      'a.phone_number',
      'a.position_id',
      'p.name as position',
      'a.status',
      'a.interview_date',
      'a.created_at',
      'a.language',
      'a.intake_id',
      'a.erased_at',
      'k.name as intake_name',
      'k.starts_on as intake_starts_on',
      'ii.invited_at',
      'b.id as booking_id',
      'b.slot_id',
      'b.uid',
      'b.sequence',
      'b.reminder_sent_at',
      's.intake_id as slot_intake_id',
      's.position_id as slot_position_id',
      's.starts_at',
      's.ends_at',
      's.place',
      's.video_link',
      's.capacity',
      's.booked',
      's.cancelled_at',
    ])
    .where('a.id', '=', applicationId);

const linkState = compiledOnce((db: DbOrTrx, { applicationId }: { applicationId: number }) =>
  linkQuery(db, applicationId),
);

/**
 * With the version of its intake's slots, for the booking page (one query: on PostgreSQL each is
 * a round trip and a turn at the pool). Every change of a slot raises its `changes`, an insert
 * raises the highest id, a delete lowers the count: two equal versions mean no slot of the intake
 * changed in between (docs/interview-booking.md).
 */
const linkStateAndVersion = compiledOnce(
  (db: DbOrTrx, { applicationId }: { applicationId: number }) =>
    linkQuery(db, applicationId).select(
      sql<string>`(select count(*) || '.' || coalesce(sum(v.changes), 0) || '.' || coalesce(max(v.id), 0)
        from interview_slots v where ${
          isPostgres(db)
            ? sql`(v.intake_id = a.intake_id or (v.intake_id is null and a.intake_id is null))`
            : sql`v.intake_id is a.intake_id`
        })`.as('slots_version'),
    ),
);

/**
 * With the slot to book (`take_` columns, null when there is no such slot) and its interviewers'
 * ids (`take_interviewers`, comma-separated), for a booking: one round trip instead of three.
 */
const linkStateAndSlot = compiledOnce(
  (db: DbOrTrx, { applicationId, slotId }: { applicationId: number; slotId: number }) =>
    linkQuery(db, applicationId)
      .leftJoin('interview_slots as t', (join) => join.on('t.id', '=', slotId))
      .select([
        't.id as take_id',
        't.intake_id as take_intake_id',
        't.position_id as take_position_id',
        't.starts_at as take_starts_at',
        't.ends_at as take_ends_at',
        't.place as take_place',
        't.video_link as take_video_link',
        't.capacity as take_capacity',
        't.booked as take_booked',
        't.cancelled_at as take_cancelled_at',
        sql<string | null>`(select ${
          isPostgres(db) ? sql`string_agg(x.user_id::text, ',')` : sql`group_concat(x.user_id)`
        } from interview_slot_interviewers x where x.slot_id = t.id)`.as('take_interviewers'),
      ]),
);

/** findLinkState with the slot `slotId` and its interviewers' ids (see linkStateAndSlot). */
export async function findLinkStateAndSlot(db: DbOrTrx, applicationId: number, slotId: number) {
  const [row] = await linkStateAndSlot(db, { applicationId, slotId });
  if (!row) return undefined;
  const slot: SlotRow | undefined =
    row.take_id === null
      ? undefined
      : {
          id: row.take_id,
          intake_id: row.take_intake_id,
          position_id: row.take_position_id,
          starts_at: row.take_starts_at!,
          ends_at: row.take_ends_at!,
          place: row.take_place,
          video_link: row.take_video_link,
          capacity: row.take_capacity!,
          booked: row.take_booked!,
          cancelled_at: row.take_cancelled_at,
        };
  const interviewers = (row.take_interviewers ?? '')
    .split(',')
    .filter(Boolean)
    .map(Number)
    .sort((a, b) => a - b);
  return { row, slot, interviewers };
}

/** Built and compiled once (compiled-once.ts): every page and booking reads it. */
export async function findLinkState(db: DbOrTrx, applicationId: number) {
  const [row] = await linkState(db, { applicationId });
  return row;
}

export type LinkState = NonNullable<Awaited<ReturnType<typeof findLinkState>>>;

/** findLinkState with `slots_version`, the version of the application's intake's slots. */
export async function findLinkStateAndVersion(db: DbOrTrx, applicationId: number) {
  const [row] = await linkStateAndVersion(db, { applicationId });
  return row;
}

export async function findBooking(db: DbOrTrx, id: number) {
  return db
    .selectFrom('interview_bookings as b')
    .innerJoin('interview_slots as s', 's.id', 'b.slot_id')
    .select([...bookingColumns, 's.starts_at'])
    .where('b.id', '=', id)
    .executeTakeFirst();
}

/** Moves a live booking to another slot (same UID, next sequence); false when it is no longer live. */
export async function moveBooking(trx: DbOrTrx, id: number, slotId: number) {
  const result = await trx
    .updateTable('interview_bookings')
    .set((eb) => ({
      slot_id: slotId,
      sequence: eb('sequence', '+', 1),
      reminder_sent_at: null,
      updated_at: isoNow(),
    }))
    .where('id', '=', id)
    .where('status', '=', 'booked')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends a live booking (cancelled or did-not-attend), raising its sequence; false when not live. */
export async function endBooking(
  trx: DbOrTrx,
  id: number,
  status: Exclude<InterviewBookingStatus, 'booked'>,
  markedBy: number | null = null,
) {
  const result = await trx
    .updateTable('interview_bookings')
    .set((eb) => ({
      status,
      sequence: eb('sequence', '+', 1),
      marked_by: markedBy,
      updated_at: isoNow(),
    }))
    .where('id', '=', id)
    .where('status', '=', 'booked')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function liveBookingsOfSlot(db: DbOrTrx, slotId: number) {
  return db
    .selectFrom('interview_bookings')
    .select(['id', 'application_id'])
    .where('slot_id', '=', slotId)
    .where('status', '=', 'booked')
    .orderBy('id')
    .execute();
}

export async function cancelSlotRow(trx: DbOrTrx, slotId: number) {
  const result = await trx
    .updateTable('interview_slots')
    .set((eb) => ({ cancelled_at: isoNow(), booked: 0, changes: eb('changes', '+', 1) }))
    .where('id', '=', slotId)
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Sets the application's interview day (null when its booking ended), in any status. */
export async function setInterviewDate(trx: DbOrTrx, applicationId: number, day: string | null) {
  await trx
    .updateTable('applications')
    .set({ interview_date: day, updated_at: isoNow() })
    .where('id', '=', applicationId)
    .execute();
}

export async function findInvitation(db: DbOrTrx, applicationId: number) {
  return db
    .selectFrom('interview_invitations')
    .select(['id', 'invited_at', 'expires_at'])
    .where('application_id', '=', applicationId)
    .executeTakeFirst();
}

export async function saveInvitation(
  trx: DbOrTrx,
  invitation: { application_id: number; invited_by: number | null; expires_at: string },
) {
  const invited_at = isoNow();
  await trx
    .insertInto('interview_invitations')
    .values({ ...invitation, invited_at })
    .onConflict((oc) =>
      oc.column('application_id').doUpdateSet({
        invited_at,
        invited_by: invitation.invited_by,
        expires_at: invitation.expires_at,
      }),
    )
    .execute();
}

export async function deleteInvitation(trx: DbOrTrx, applicationId: number) {
  await trx
    .deleteFrom('interview_invitations')
    .where('application_id', '=', applicationId)
    .execute();
}

/** Live bookings whose slot starts in (now, until] and that were not reminded; at most `limit`. */
export async function listDueReminders(db: DbOrTrx, now: string, until: string, limit: number) {
  return db
    .selectFrom('interview_bookings as b')
    .innerJoin('interview_slots as s', 's.id', 'b.slot_id')
    .select(['b.id', 'b.application_id'])
    .where('b.status', '=', 'booked')
    .where('b.reminder_sent_at', 'is', null)
    .where('s.starts_at', '>', now)
    .where('s.starts_at', '<=', until)
    .orderBy('s.starts_at')
    .limit(limit)
    .execute();
}

/** Marks a booking reminded, if nobody did: the mails are queued only when this says true. */
export async function markReminded(trx: DbOrTrx, id: number) {
  const result = await trx
    .updateTable('interview_bookings')
    .set({ reminder_sent_at: isoNow() })
    .where('id', '=', id)
    .where('status', '=', 'booked')
    .where('reminder_sent_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function feedGeneration(db: DbOrTrx, userId: number) {
  const row = await db
    .selectFrom('interview_feeds')
    .select('generation')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.generation ?? 0;
}

export async function renewFeed(trx: DbOrTrx, userId: number) {
  const renewed_at = isoNow();
  await trx
    .insertInto('interview_feeds')
    .values({ user_id: userId, generation: 1, renewed_at })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet((eb) => ({
        generation: eb('interview_feeds.generation', '+', 1),
        renewed_at,
      })),
    )
    .execute();
  return feedGeneration(trx, userId);
}

/** An interviewer's live bookings ending after `from` (at most 1000), for their feed. */
export async function listInterviewerBookings(db: DbOrTrx, userId: number, from: string) {
  return db
    .selectFrom('interview_bookings as b')
    .innerJoin('interview_slots as s', 's.id', 'b.slot_id')
    .innerJoin('interview_slot_interviewers as i', 'i.slot_id', 's.id')
    .innerJoin('applications as a', 'a.id', 'b.application_id')
    .innerJoin('positions as p', 'p.id', 'a.position_id')
    .select([
      'b.id',
      'b.uid',
      'b.sequence',
      's.starts_at',
      's.ends_at',
      's.place',
      's.video_link',
      'a.name',
      'a.email',
      'p.name as position',
    ])
    .where('i.user_id', '=', userId)
    .where('b.status', '=', 'booked')
    .where('s.ends_at', '>', from)
    .orderBy('s.starts_at')
    .limit(1000)
    .execute();
}

/** Whether this user interviews in this slot. */
export async function isInterviewerOf(db: DbOrTrx, slotId: number, userId: number) {
  const row = await db
    .selectFrom('interview_slot_interviewers')
    .select('id')
    .where('slot_id', '=', slotId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** An application's bookings, for its person's copy of their data. */
export async function listApplicationBookings(db: DbOrTrx, applicationId: number) {
  return db
    .selectFrom('interview_bookings as b')
    .innerJoin('interview_slots as s', 's.id', 'b.slot_id')
    .select(['b.status', 's.starts_at', 's.ends_at', 's.place', 'b.created_at', 'b.updated_at'])
    .where('b.application_id', '=', applicationId)
    .orderBy('b.id')
    .execute();
}

/** Forgets an application's bookings and invitation (its erasure), freeing a live booking's place. */
export async function deleteApplicationBookings(trx: DbOrTrx, applicationId: number) {
  const live = await trx
    .selectFrom('interview_bookings')
    .select('slot_id')
    .where('application_id', '=', applicationId)
    .where('status', '=', 'booked')
    .executeTakeFirst();
  if (live) await freePlace(trx, live.slot_id);
  await trx.deleteFrom('interview_bookings').where('application_id', '=', applicationId).execute();
  await deleteInvitation(trx, applicationId);
}
