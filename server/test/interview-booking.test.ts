import { DateTime } from 'luxon';
import ical from 'node-ical';
import { bookingToken } from '../src/domain/interviews/interview-links';
import { runInterviewReminders } from '../src/domain/interviews/reminders.service';
import { seriesCount } from '../src/domain/interviews/series';
import { apply, createUser, roleHeaders } from './helpers/fixtures';
import { useSmtpReceiver } from './helpers/smtp';
import { startOtherInstance, useTestApp, type TestContext } from './helpers/test-app';
import { describeEachDatabase } from './helpers/test-db';

const ZONE = 'Africa/Nairobi';
/** A day `days` from now in the firm's zone. */
const dayIn = (days: number) => DateTime.now().setZone(ZONE).plus({ days }).toISODate()!;

let dayOffset = 7;
/** A fresh day for each series, so the interviewers' slots never overlap between tests. */
const nextDay = () => dayIn((dayOffset += 1));

async function series(
  ctx: TestContext,
  headers: Record<string, string>,
  interviewers: number[],
  body: Record<string, unknown> = {},
) {
  const day = nextDay();
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/InterviewSlot/Series',
    headers,
    payload: {
      Intake: null,
      Position: null,
      FirstDay: day,
      LastDay: day,
      From: '09:00',
      To: '14:00',
      Length: 30,
      Gap: 0,
      Weekdays: [1, 2, 3, 4, 5, 6, 7],
      Place: 'Room 4, Upper Hill',
      VideoLink: null,
      Interviewers: interviewers,
      ...body,
    },
  });
  return res;
}

async function invite(ctx: TestContext, headers: Record<string, string>, ids: number[]) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/Apply/Invite',
    headers,
    payload: { Applications: ids },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function tokenOf(ctx: TestContext, applicationId: number) {
  const row = await ctx.app.db
    .selectFrom('interview_invitations')
    .select('expires_at')
    .where('application_id', '=', applicationId)
    .executeTakeFirstOrThrow();
  return bookingToken(ctx.app.secrets.interviewLinks, applicationId, row.expires_at);
}

/** An intake whose internship starts in 2099: its interviews still open. */
const laterIntake = (ctx: TestContext) =>
  ctx.app.db
    .insertInto('intakes')
    .values({
      name: `Intake ${Date.now()}`,
      applications_open_on: '2020-01-01',
      applications_close_on: '2020-02-01',
      starts_on: '2099-01-01',
      ends_on: '2099-06-01',
      created_at: '2020-01-01',
      updated_at: '2020-01-01',
    })
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();

const statusOf = async (ctx: TestContext, id: number) =>
  ctx.app.db
    .selectFrom('applications')
    .select(['status', 'interview_date'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describeEachDatabase('interviews the applicant books', (dialect) => {
  const env: Record<string, string | undefined> = {};
  const smtp = useSmtpReceiver(env);
  const ctx = useTestApp(dialect, env);
  let as: Awaited<ReturnType<typeof roleHeaders>>;
  let interviewer: Awaited<ReturnType<typeof createUser>>;
  beforeAll(async () => {
    as = await roleHeaders(ctx);
    interviewer = await createUser(ctx, 'SUP');
  });

  it('counts a series arithmetically and refuses one over 500 with its count, making nothing', async () => {
    expect(
      seriesCount({
        firstDay: '2027-01-04',
        lastDay: '2027-01-17',
        from: 540,
        to: 840,
        length: 30,
        gap: 10,
        weekdays: [1, 2, 3],
      }),
    ).toBe(6 * 7);
    const before = await ctx.app.db
      .selectFrom('interview_slots')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const res = await series(ctx, as.ADM, [interviewer.id], {
      FirstDay: dayIn(10),
      LastDay: dayIn(70),
      From: '08:00',
      To: '18:00',
      Length: 10,
      Weekdays: [1, 2, 3, 4, 5],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.Series[0]).toMatch(/^This series would make \d+ slots; at most 500/);
    const after = await ctx.app.db
      .selectFrom('interview_slots')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses dates outside the field rules, a slot in the past and a bad interviewer', async () => {
    const outOfRule = await series(ctx, as.ADM, [interviewer.id], {
      FirstDay: '1899-01-01',
      LastDay: '9999-12-31',
    });
    expect(outOfRule.statusCode).toBe(422);
    expect(outOfRule.json().errors.FirstDay).toBeDefined();
    const past = await series(ctx, as.ADM, [interviewer.id], {
      FirstDay: dayIn(-2),
      LastDay: dayIn(-2),
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors.FirstDay).toEqual(['A slot cannot start in the past.']);
    const intern = await createUser(ctx, 'INT');
    const notStaff = await series(ctx, as.ADM, [intern.id]);
    expect(notStaff.statusCode).toBe(422);
    expect(notStaff.json().errors.Interviewers).toBeDefined();
  });

  it('warns (without refusing) when an interviewer gets overlapping slots', async () => {
    const first = await series(ctx, as.ADM, [interviewer.id]);
    expect(first.statusCode).toBe(201);
    const day = DateTime.now().setZone(ZONE).plus({ days: dayOffset }).toISODate()!;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/InterviewSlot',
      headers: as.ADM,
      payload: {
        Intake: null,
        Position: null,
        Day: day,
        Start: '09:15',
        Length: 30,
        Place: 'Room 2',
        VideoLink: null,
        Interviewers: [interviewer.id],
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().Warnings.length).toBeGreaterThan(0);
    expect(res.json().Warnings[0]).toContain('already has a slot at');
  });

  it('50 applicants booking 10 slots at once: exactly 10 booked, 40 told "just taken"', async () => {
    const staff = await createUser(ctx, 'SUP');
    const made = await series(ctx, as.ADM, [staff.id]);
    expect(made.statusCode).toBe(201);
    const slots: number[] = made.json().Slots;
    expect(slots).toHaveLength(10);
    const applicants = [];
    for (let i = 0; i < 50; i += 1) applicants.push((await apply(ctx)).id);
    const invited = await invite(ctx, as.ADM, applicants);
    expect(invited.Invited).toHaveLength(50);
    const tokens = await Promise.all(applicants.map((id) => tokenOf(ctx, id)));
    const answers = await Promise.all(
      tokens.map((token, i) =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/Booking/${token}`,
          payload: { Slot: slots[i % 10] },
        }),
      ),
    );
    const codes = answers.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(10);
    const taken = answers.filter((res) => res.statusCode === 409);
    expect(taken).toHaveLength(40);
    expect(taken[0].json()).toMatchObject({
      message: 'Just taken: someone booked that time a moment ago. Pick another.',
      reason: 'slot-taken',
    });
    const rows = await ctx.app.db
      .selectFrom('interview_slots')
      .select(['id', 'booked', 'capacity'])
      .where('id', 'in', slots)
      .execute();
    expect(rows.every((row) => row.booked === 1)).toBe(true);
    const live = await ctx.app.db
      .selectFrom('interview_bookings')
      .select(['slot_id'])
      .where('slot_id', 'in', slots)
      .where('status', '=', 'booked')
      .execute();
    expect(new Set(live.map((row) => row.slot_id)).size).toBe(10);
    expect(live).toHaveLength(10);
  });

  it('books, reschedules (same UID, SEQUENCE rising) and cancels (METHOD:CANCEL), with e-mails', async () => {
    const made = await series(ctx, as.ADM, [interviewer.id], { To: '10:00' });
    const [first, second] = made.json().Slots as number[];
    const { id, email } = await apply(ctx);
    // The application's receipt first, so the next message is the invitation.
    await smtp.waitFor(() => smtp.to(email).length > 0);
    const invitation = await smtp.next(email, () => invite(ctx, as.ADM, [id]));
    const link = /http:\/\/app\.test\/book\/(\S+)/.exec(invitation.text ?? '')?.[1];
    expect(link).toBe(await tokenOf(ctx, id));
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/Admin/User/Applicants?limit=100`,
      headers: as.ADM,
    });
    expect(list.json().Applicants.find((a: { id: number }) => a.id === id).BookingState).toBe(
      'Invited to book',
    );

    const page = await ctx.app.inject({ method: 'GET', url: `/api/Booking/${link}` });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      State: 'open',
      TimeZone: ZONE,
      CutOffHours: 24,
      Booking: null,
    });
    expect(page.json().Slots.map((slot: { id: number }) => slot.id)).toEqual(
      expect.arrayContaining([first, second]),
    );

    const icsOf = (message: Awaited<ReturnType<typeof smtp.next>>) => {
      const part = message.attachments.find((a) => a.contentType.startsWith('text/calendar'));
      // Unfolded: long lines are folded at 75 octets (RFC 5545 §3.1).
      const text = part!.content.toString().replace(/\r?\n[ \t]/g, '');
      const parsed = ical.sync.parseICS(text);
      const event = Object.values(parsed).find((item) => item?.type === 'VEVENT') as ical.VEvent;
      return { text, event, method: (parsed.vcalendar as { method?: string }).method };
    };
    const booked = await smtp.next(email, () =>
      ctx.app.inject({ method: 'POST', url: `/api/Booking/${link}`, payload: { Slot: first } }),
    );
    const one = icsOf(booked);
    expect(one.method).toBe('REQUEST');
    expect(one.text).toContain('BEGIN:VTIMEZONE');
    expect(one.text).toContain(`TZID:${ZONE}`);
    expect(one.text).toMatch(/ORGANIZER/);
    expect(one.text.toLowerCase()).toContain(`mailto:${interviewer.email}`);
    expect(one.text).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/m);
    expect(one.text).toContain(`DTSTART;TZID=${ZONE}:`);
    expect(Number(one.event.sequence)).toBe(0);
    expect((await statusOf(ctx, id)).status).toBe('Accepted');
    await smtp.waitFor(() => smtp.to(interviewer.email).length > 0);

    const moved = await smtp.next(email, () =>
      ctx.app.inject({ method: 'PUT', url: `/api/Booking/${link}`, payload: { Slot: second } }),
    );
    const two = icsOf(moved);
    expect(two.event.uid).toBe(one.event.uid);
    expect(Number(two.event.sequence)).toBe(1);
    expect(two.method).toBe('REQUEST');

    const cancelled = await smtp.next(email, () =>
      ctx.app.inject({ method: 'DELETE', url: `/api/Booking/${link}` }),
    );
    const three = icsOf(cancelled);
    expect(three.method).toBe('CANCEL');
    expect(three.event.uid).toBe(one.event.uid);
    expect(Number(three.event.sequence)).toBe(2);
    const after = await ctx.app.inject({ method: 'GET', url: `/api/Booking/${link}` });
    expect(after.json().State).toBe('open');
    const history = await ctx.app.inject({
      method: 'GET',
      url: `/api/Apply/${id}/History`,
      headers: as.ADM,
    });
    expect(history.json().History.map((entry: { Kind: string }) => entry.Kind)).toEqual(
      expect.arrayContaining(['invited-to-book', 'status', 'rescheduled', 'booking-cancelled']),
    );
  });

  it('reschedules before the cut-off and refuses after it, changing nothing', async () => {
    const made = await series(ctx, as.ADM, [interviewer.id], { To: '10:00' });
    const [first, second] = made.json().Slots as number[];
    const { id } = await apply(ctx);
    await invite(ctx, as.ADM, [id]);
    const token = await tokenOf(ctx, id);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/Booking/${token}`,
          payload: { Slot: first },
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: `/api/Booking/${token}`,
          payload: { Slot: second },
        })
      ).statusCode,
    ).toBe(200);
    // Time passes: the booked slot now starts in 10 hours, inside the 24-hour cut-off.
    const soon = new Date(Date.now() + 10 * 3600_000);
    await ctx.app.db
      .updateTable('interview_slots')
      .set({
        starts_at: soon.toISOString(),
        ends_at: new Date(soon.getTime() + 1800_000).toISOString(),
      })
      .where('id', '=', second)
      .execute();
    const late = await ctx.app.inject({
      method: 'PUT',
      url: `/api/Booking/${token}`,
      payload: { Slot: first },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().reason).toBe('too-late');
    const cancel = await ctx.app.inject({ method: 'DELETE', url: `/api/Booking/${token}` });
    expect(cancel.statusCode).toBe(409);
    const booking = await ctx.app.db
      .selectFrom('interview_bookings')
      .select(['slot_id', 'status'])
      .where('application_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(booking).toEqual({ slot_id: second, status: 'booked' });
  });

  it('refuses forged, expired and other links, full, other-intake and past slots, changing nothing', async () => {
    const made = await series(ctx, as.ADM, [interviewer.id], { To: '09:30' });
    const [slot] = made.json().Slots as number[];
    const a = await apply(ctx);
    const b = await apply(ctx);
    await invite(ctx, as.ADM, [a.id, b.id]);
    const token = await tokenOf(ctx, a.id);
    const forged = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA');
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/Booking/${forged}`,
      payload: { Slot: slot },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This booking link is not valid.');
    // A link signed for an application that was never invited (another's id, a valid signature).
    const { id: other } = await apply(ctx);
    const notInvited = bookingToken(
      ctx.app.secrets.interviewLinks,
      other,
      new Date(Date.now() + 86400_000).toISOString(),
    );
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/Booking/${notInvited}` })).statusCode,
    ).toBe(404);
    const expired = bookingToken(
      ctx.app.secrets.interviewLinks,
      a.id,
      new Date(Date.now() - 1000).toISOString(),
    );
    const gone = await ctx.app.inject({
      method: 'POST',
      url: `/api/Booking/${expired}`,
      payload: { Slot: slot },
    });
    expect(gone.statusCode).toBe(410);
    expect(gone.json().reason).toBe('link-expired');
    // A slot of an intake the application is not in.
    const intake = await laterIntake(ctx);
    const foreign = await ctx.app.db
      .insertInto('interview_slots')
      .values({
        intake_id: intake.id,
        position_id: null,
        starts_at: '2098-01-01T06:00:00.000Z',
        ends_at: '2098-01-01T06:30:00.000Z',
        place: 'X',
        video_link: null,
        capacity: 1,
        created_by: null,
        created_at: '2020-01-01',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: `/api/Booking/${token}`,
      payload: { Slot: foreign.id },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.Slot).toEqual(['This time is not one you can book.']);
    const past = await ctx.app.db
      .insertInto('interview_slots')
      .values({
        intake_id: null,
        position_id: null,
        starts_at: '2020-01-01T06:00:00.000Z',
        ends_at: '2020-01-01T06:30:00.000Z',
        place: 'X',
        video_link: null,
        capacity: 1,
        created_by: null,
        created_at: '2020-01-01',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/Booking/${token}`,
          payload: { Slot: past.id },
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/Booking/${token}`,
          payload: { Slot: slot },
        })
      ).statusCode,
    ).toBe(201);
    const full = await ctx.app.inject({
      method: 'POST',
      url: `/api/Booking/${await tokenOf(ctx, b.id)}`,
      payload: { Slot: slot },
    });
    expect(full.statusCode).toBe(409);
    expect(full.json().reason).toBe('slot-taken');
    expect((await statusOf(ctx, b.id)).status).toBe('Processing');
    // Without intakes, the always-open default intake takes applications again.
    await ctx.app.db.deleteFrom('interview_slots').where('id', '=', foreign.id).execute();
    await ctx.app.db.deleteFrom('intakes').where('id', '=', intake.id).execute();
  });

  it('opens the same page through one query in each state of a link: open, booked, closed, moved intake, erased', async () => {
    const made = await series(ctx, as.ADM, [interviewer.id], { To: '10:00' });
    const [slot, second] = made.json().Slots as number[];
    const a = await apply(ctx);
    const b = await apply(ctx);
    await invite(ctx, as.ADM, [a.id, b.id]);
    const token = await tokenOf(ctx, a.id);
    const page = async (link = token) =>
      ctx.app.inject({ method: 'GET', url: `/api/Booking/${link}` });
    const slotIds = (body: { Slots: { id: number }[] }) => body.Slots.map((row) => row.id);

    const open = (await page()).json();
    expect(open).toMatchObject({ State: 'open', Intake: null, Booking: null });
    expect(slotIds(open)).toEqual(expect.arrayContaining([slot, second]));
    const booked = await ctx.app.inject({
      method: 'POST',
      url: `/api/Booking/${token}`,
      payload: { Slot: slot },
    });
    expect(booked.statusCode).toBe(201);
    const mine = (await page()).json();
    expect(mine).toMatchObject({
      State: 'booked',
      Booking: { id: booked.json().Booking.id, CanChange: true },
    });
    expect(slotIds(mine)).not.toContain(slot);
    expect(slotIds(mine)).toContain(second);
    // A live booking is refused a second one, as before the page's single query.
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/Booking/${token}`,
      payload: { Slot: second },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'You already have a booked interview: reschedule or cancel it.',
    );

    // Out of the review queue without a booking: the page opens, with nothing to book.
    await ctx.app.db
      .updateTable('applications')
      .set({ status: 'Passed' })
      .where('id', '=', b.id)
      .execute();
    expect((await page(await tokenOf(ctx, b.id))).json()).toMatchObject({
      State: 'closed',
      Slots: [],
    });

    // Moved into an intake: its name shows; once its internship starts, the link is closed.
    const intake = await laterIntake(ctx);
    await ctx.app.db
      .updateTable('applications')
      .set({ intake_id: intake.id })
      .where('id', '=', a.id)
      .execute();
    expect((await page()).json()).toMatchObject({ Intake: intake.name, State: 'booked' });
    await ctx.app.db
      .updateTable('intakes')
      .set({ starts_on: dayIn(-1) })
      .where('id', '=', intake.id)
      .execute();
    const closed = await page();
    expect(closed.statusCode).toBe(410);
    expect(closed.json()).toMatchObject({ reason: 'link-expired' });
    await ctx.app.db
      .updateTable('applications')
      .set({ intake_id: null })
      .where('id', '=', a.id)
      .execute();
    await ctx.app.db.deleteFrom('intakes').where('id', '=', intake.id).execute();
    expect((await page()).statusCode).toBe(200);

    // An erased application's link is not valid.
    await ctx.app.db
      .updateTable('applications')
      .set({ erased_at: '2026-01-01T00:00:00.000Z' })
      .where('id', '=', b.id)
      .execute();
    const erased = await page(await tokenOf(ctx, b.id));
    expect(erased.statusCode).toBe(404);
    expect(erased.json().message).toBe('This booking link is not valid.');
  });

  it('a declined application frees its slot; a cancelled slot tells the applicant and offers the link again', async () => {
    const made = await series(ctx, as.ADM, [interviewer.id], { To: '10:00' });
    const [first, second] = made.json().Slots as number[];
    const a = await apply(ctx);
    const b = await apply(ctx);
    await invite(ctx, as.ADM, [a.id, b.id]);
    await ctx.app.inject({
      method: 'POST',
      url: `/api/Booking/${await tokenOf(ctx, a.id)}`,
      payload: { Slot: first },
    });
    const declined = await ctx.app.inject({
      method: 'PUT',
      url: `/api/Apply/${a.id}`,
      headers: as.ADM,
      payload: { ApplicationStatus: 'Declined' },
    });
    expect(declined.statusCode).toBe(200);
    const slotRow = await ctx.app.db
      .selectFrom('interview_slots')
      .select('booked')
      .where('id', '=', first)
      .executeTakeFirstOrThrow();
    expect(slotRow.booked).toBe(0);

    const tokenB = await tokenOf(ctx, b.id);
    const mailsOf = (subject: string) =>
      smtp.to(b.email).filter((message) => message.subject === subject);
    await ctx.app.inject({
      method: 'POST',
      url: `/api/Booking/${tokenB}`,
      payload: { Slot: second },
    });
    const slotCancelled = 'Your interview time was cancelled: please book another';
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/InterviewSlot/${second}`,
      headers: as.ADM,
    });
    await smtp.waitFor(() => mailsOf(slotCancelled).length > 0);
    const [told] = mailsOf(slotCancelled);
    expect(told.subject).toBe('Your interview time was cancelled: please book another');
    expect(told.text).toContain(`/book/${tokenB}`);
    const page = await ctx.app.inject({ method: 'GET', url: `/api/Booking/${tokenB}` });
    expect(page.json().State).toBe('open');
    const week = await ctx.app.inject({
      method: 'GET',
      url: `/api/InterviewSlot?Week=${dayIn(dayOffset)}`,
      headers: as.ADM,
    });
    expect(week.statusCode).toBe(200);
    const cancelledSlot = week.json().Slots.find((slot: { id: number }) => slot.id === second);
    expect(cancelledSlot).toMatchObject({ Cancelled: true, Bookings: [] });
  });

  it('reminds each booking once, across a second instance (a restart) on the same database', async () => {
    const made = await series(ctx, as.ADM, [interviewer.id], { To: '09:30' });
    const [slot] = made.json().Slots as number[];
    const { id, email } = await apply(ctx);
    await invite(ctx, as.ADM, [id]);
    await ctx.app.inject({
      method: 'POST',
      url: `/api/Booking/${await tokenOf(ctx, id)}`,
      payload: { Slot: slot },
    });
    const soon = new Date(Date.now() + 20 * 3600_000);
    await ctx.app.db
      .updateTable('interview_slots')
      .set({
        starts_at: soon.toISOString(),
        ends_at: new Date(soon.getTime() + 1800_000).toISOString(),
      })
      .where('id', '=', slot)
      .execute();
    const reminders = async () =>
      ctx.app.db
        .selectFrom('outbox')
        .select('recipient')
        .where('subject', 'like', 'Reminder:%')
        .execute();
    const before = (await reminders()).length;
    await runInterviewReminders(ctx.app.db, ctx.config, 'first');
    const afterFirst = (await reminders()).slice(before);
    const other = await startOtherInstance(ctx);
    try {
      await runInterviewReminders(other.db, ctx.config, 'second');
    } finally {
      await other.close();
    }
    await runInterviewReminders(ctx.app.db, ctx.config, 'first');
    const sent = (await reminders()).slice(before);
    // Nothing more after the restart, and this booking's applicant and interviewer once each.
    expect(sent).toEqual(afterFirst);
    expect(sent.filter((row) => row.recipient === email)).toHaveLength(1);
    expect(sent.filter((row) => row.recipient === interviewer.email).length).toBeGreaterThanOrEqual(
      1,
    );
  });

  it("serves an interviewer's feed, and a renewed address stops the old one", async () => {
    const feed = await ctx.app.inject({
      method: 'GET',
      url: '/api/Interviews/Feed',
      headers: interviewer.headers,
    });
    const url: string = feed.json().Url;
    const path = url.replace('http://app.test', '');
    const calendar = await ctx.app.inject({ method: 'GET', url: path });
    expect(calendar.statusCode).toBe(200);
    expect(calendar.headers['content-type']).toContain('text/calendar');
    expect(
      Object.values(ical.sync.parseICS(calendar.body)).some((item) => item?.type === 'VEVENT'),
    ).toBe(true);
    const renewed = await ctx.app.inject({
      method: 'POST',
      url: '/api/Interviews/Feed/Renew',
      headers: interviewer.headers,
    });
    expect(renewed.json().Url).not.toBe(url);
    expect((await ctx.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
  });
});
