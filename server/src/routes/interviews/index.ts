import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import * as booking from '../../domain/interviews/booking.service';
import { checkFeedToken } from '../../domain/interviews/interview-links';
import { feedGeneration, listInterviewers } from '../../domain/interviews/interviews.repository';
import * as slots from '../../domain/interviews/slots.service';
import { notFound } from '../../lib/errors';
import type { FastifyZod } from '../../lib/fastify-zod';
import { checkDateInRange } from '../../lib/fields';
import { languageOf, m, requestTexts, textsIn } from '../../lib/texts';
import { todayIn } from '../../lib/time';
import { currentUser } from '../../plugins/auth';
import { bearer, errorResponses, idParams, messageSchema } from '../common';
import {
  bookingPageSchema,
  bookingSchema,
  createdSlotsSchema,
  seriesBody,
  slotBody,
  slotChoice,
  tokenParams,
  weekSchema,
} from './schemas';

const tags = ['interviews'];
const admin = { access: ['ADM'] as const };
const staff = { access: ['ADM', 'SUP'] as const };
// A booking link is a signed 43-character secret: this only caps what one client costs.
const bookingLimit = { max: 120, timeWindow: '1 minute' };

/** Where, with whom and for how many, as one slot's body and a series' both give it. */
const placeOf = (body: z.infer<typeof slotBody> | z.infer<typeof seriesBody>) => ({
  intakeId: body.Intake,
  positionId: body.Position,
  place: body.Place,
  videoLink: body.VideoLink,
  capacity: body.Capacity,
  interviewers: body.Interviewers,
});

/** The answer to making slots, one or a series. */
const created = (message: string, made: { ids: number[]; warnings: string[] }) => ({
  message,
  Created: made.ids.length,
  Slots: made.ids,
  Warnings: made.warnings,
});

/** docs/interview-booking.md: slots, invitations, the applicant's booking and the feeds. */
export default async function interviewRoutes(app: FastifyZod) {
  const ctx = (): booking.BookingContext => ({
    db: app.db,
    config: app.config,
    secret: app.secrets.interviewLinks,
  });

  /**
   * A booking's e-mails are delivered once its answer is sent (onResponse), not before: they were
   * queued in its transaction, so a crash in between loses none (the outbox worker sends them).
   */
  const mailsOf = new WeakMap<FastifyRequest, readonly number[]>();
  const afterAnswer = {
    onResponse: async (request: FastifyRequest) => {
      const mails = mailsOf.get(request);
      if (mails) app.mailer.send(mails);
    },
  };

  app.get(
    '/InterviewSlot/Interviewers',
    {
      config: admin,
      schema: {
        tags,
        security: bearer,
        summary: 'Who may interview: active supervisors and administrators, by name',
        response: {
          200: z.object({
            Interviewers: z.array(
              z.object({
                user_id: z.number().int(),
                Name: z.string(),
                Role: z.enum(['ADM', 'SUP']),
              }),
            ),
          }),
          ...errorResponses(401, 403),
        },
      },
    },
    async () => {
      const rows = await listInterviewers(app.db);
      return {
        Interviewers: rows.map((row) => ({
          user_id: row.id,
          Name: row.name,
          Role: row.role as 'ADM' | 'SUP',
        })),
      };
    },
  );

  app.get(
    '/InterviewSlot',
    {
      config: admin,
      schema: {
        tags,
        security: bearer,
        summary: "A week's slots (Monday to Sunday, firm's zone) with who booked them",
        querystring: z.object({
          Week: z
            .string()
            .regex(/^\d{4}-\d{2}-\d{2}$/, {
              error: m('The Week must be a valid date (YYYY-MM-DD).'),
            })
            .optional()
            .describe('Any day of the week; this week when not given'),
          Intake: z.coerce.number().int().positive().max(2147483647).optional(),
        }),
        response: { 200: weekSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const day = request.query.Week ?? todayIn(app.config.APP_TIMEZONE);
      checkDateInRange('Week', day);
      const week = await slots.weekView(app.db, app.config, day, request.query.Intake);
      return {
        Week: { From: week.from, To: week.to },
        TimeZone: app.config.APP_TIMEZONE,
        Truncated: week.truncated,
        Slots: week.slots.map((slot) => ({
          id: slot.id,
          Intake:
            slot.intake_id === null ? null : { id: slot.intake_id, Name: slot.intake_name ?? '' },
          Position:
            slot.position_id === null
              ? null
              : { id: slot.position_id, Name: slot.position_name ?? '' },
          StartsAt: slot.starts_at,
          EndsAt: slot.ends_at,
          Place: slot.place,
          VideoLink: slot.video_link,
          Capacity: slot.capacity,
          Booked: slot.booked,
          Free: slot.cancelled_at ? 0 : Math.max(0, slot.capacity - slot.booked),
          Cancelled: slot.cancelled_at !== null,
          Interviewers: week.interviewers
            .filter((person) => person.slot_id === slot.id)
            .map((person) => ({ user_id: person.id, Name: person.name })),
          Bookings: week.bookings
            .filter((row) => row.slot_id === slot.id)
            .map((row) => ({
              id: row.id,
              Application: row.application_id,
              Name: row.name,
              Email: row.email,
              Status: row.status as 'booked' | 'did-not-attend',
            })),
        })),
      };
    },
  );

  app.post(
    '/InterviewSlot',
    {
      config: admin,
      schema: {
        tags,
        security: bearer,
        summary: 'Make one interview slot',
        body: slotBody,
        response: { 201: createdSlotsSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const texts = requestTexts(request);
      const made = await slots.createSlots(
        app.db,
        app.config,
        {
          ...placeOf(body),
          firstDay: body.Day,
          lastDay: body.Day,
          from: body.Start,
          to: body.Start,
          length: body.Length,
          gap: 0,
          weekdays: [1, 2, 3, 4, 5, 6, 7],
          fields: { firstDay: 'Day', lastDay: 'Day', from: 'Start', to: 'Start' },
        },
        currentUser(request).id,
        texts,
      );
      return reply.code(201).send(created(texts.t(m('Slot created.')), made));
    },
  );

  app.post(
    '/InterviewSlot/Series',
    {
      config: admin,
      schema: {
        tags,
        security: bearer,
        summary: 'Make a series of slots (at most 500; refused with its count beyond)',
        body: seriesBody,
        response: { 201: createdSlotsSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const texts = requestTexts(request);
      const made = await slots.createSlots(
        app.db,
        app.config,
        {
          ...placeOf(body),
          firstDay: body.FirstDay,
          lastDay: body.LastDay,
          from: body.From,
          to: body.To,
          length: body.Length,
          gap: body.Gap,
          weekdays: body.Weekdays,
        },
        currentUser(request).id,
        texts,
      );
      const message = texts.t(m('{count} slots created.'), { count: made.ids.length });
      return reply.code(201).send(created(message, made));
    },
  );

  app.delete(
    '/InterviewSlot/:id',
    {
      config: admin,
      schema: {
        tags,
        security: bearer,
        summary: 'Cancel a slot: its booked applicants are told and sent their link again',
        params: idParams,
        response: {
          200: z.object({ message: z.string(), Told: z.number().int() }),
          ...errorResponses(401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const { told, mails } = await booking.cancelSlot(
        ctx(),
        request.params.id,
        currentUser(request).id,
      );
      app.mailer.send(mails);
      const { t } = requestTexts(request);
      return {
        message: t(
          'Slot cancelled; {count} applicants were told and sent their booking link again.',
          {
            count: told,
          },
        ),
        Told: told,
      };
    },
  );

  app.post(
    '/Apply/Invite',
    {
      config: admin,
      schema: {
        tags,
        security: bearer,
        summary:
          'Invite applications of the review queue to book an interview (e-mails their link)',
        body: z.object({
          Applications: z
            .array(z.number().int().positive().max(2147483647), {
              error: m('The Applications must be a list of application ids.'),
            })
            .min(1, { error: m('Choose at least one application.') })
            .max(booking.MAX_INVITED, { error: m('Choose at most 200 applications.') }),
        }),
        response: {
          200: z.object({
            message: z.string(),
            Invited: z.array(z.number().int()),
            Refused: z.array(z.object({ id: z.number().int(), message: z.string() })),
          }),
          ...errorResponses(401, 403, 422),
        },
      },
    },
    async (request) => {
      const result = await booking.inviteToBook(
        ctx(),
        request.body.Applications,
        currentUser(request).id,
      );
      app.mailer.send(result.mails);
      const { t } = requestTexts(request);
      return {
        message: t('{count} applicants invited to book an interview.', {
          count: result.invited.length,
        }),
        Invited: result.invited,
        Refused: result.refused.map((row) => ({ id: row.id, message: t(row.message) })),
      };
    },
  );

  app.post(
    '/InterviewBooking/:id/DidNotAttend',
    {
      config: staff,
      schema: {
        tags,
        security: bearer,
        summary:
          'After its start, mark that the applicant did not attend (an interviewer or administrator)',
        params: idParams,
        response: { 200: messageSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      await booking.markDidNotAttend(app.db, request.params.id, currentUser(request));
      return { message: requestTexts(request).t(m('Marked as did not attend.')) };
    },
  );

  app.get(
    '/Interviews/Feed',
    {
      config: staff,
      schema: {
        tags,
        security: bearer,
        summary: "The address of the interviewer's private calendar feed",
        response: { 200: z.object({ Url: z.string() }), ...errorResponses(401, 403) },
      },
    },
    async (request) => ({
      Url: await slots.feedUrl(
        app.db,
        app.config,
        app.secrets.interviewLinks,
        currentUser(request).id,
      ),
    }),
  );

  app.post(
    '/Interviews/Feed/Renew',
    {
      config: staff,
      schema: {
        tags,
        security: bearer,
        summary: 'A new feed address; the old one stops working',
        response: {
          200: z.object({ message: z.string(), Url: z.string() }),
          ...errorResponses(401, 403),
        },
      },
    },
    async (request) => {
      const url = await slots.renewFeedUrl(
        app.db,
        app.config,
        app.secrets.interviewLinks,
        currentUser(request).id,
      );
      const { t } = requestTexts(request);
      return {
        message: t('A new calendar feed address was made; the old one no longer works.'),
        Url: url,
      };
    },
  );

  app.get(
    '/InterviewFeed/:token',
    {
      config: { access: 'public', rateLimit: bookingLimit },
      schema: {
        tags,
        summary: "An interviewer's coming interviews (text/calendar); the token is the secret",
        params: z.object({ token: z.string().max(200) }),
        response: { 200: z.string().describe('text/calendar'), ...errorResponses(404, 429) },
      },
    },
    async (request, reply) => {
      const check = checkFeedToken(app.secrets.interviewLinks, request.params.token);
      const user =
        check &&
        (await app.db
          .selectFrom('users')
          .select(['id', 'name', 'language'])
          .where('id', '=', check.userId)
          .where('archived_at', 'is', null)
          .where('role', 'in', ['SUP', 'ADM'])
          .executeTakeFirst());
      if (!check || !user || (await feedGeneration(app.db, user.id)) !== check.generation) {
        throw notFound(m('This calendar feed address is not valid; renew it on your profile.'));
      }
      const body = await slots.interviewerFeed(
        app.db,
        app.config,
        user.id,
        user.name,
        textsIn(languageOf(user.language)),
      );
      return reply
        .type('text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );

  const toBooking = (page: Awaited<ReturnType<typeof booking.bookingPage>>) =>
    page.live
      ? bookingSchema.parse({
          id: page.live.id,
          StartsAt: page.live.starts_at,
          EndsAt: page.live.ends_at,
          Place: page.live.place,
          VideoLink: page.live.video_link,
          CanChange: page.canChange,
          ChangeUntil: page.changeUntil,
        })
      : null;

  app.get(
    '/Booking/:token',
    {
      config: { access: 'public', rateLimit: bookingLimit },
      schema: {
        tags,
        summary: "The booking page: the applicant's booking and the free times",
        params: tokenParams,
        response: { 200: bookingPageSchema, ...errorResponses(404, 410, 429) },
      },
    },
    async (request, reply) => {
      const page = await booking.bookingPage(ctx(), request.params.token);
      // bookingPageSchema's fields in its order, the free times already written (free-slots-cache.ts).
      const head = JSON.stringify({
        Name: page.application.name,
        Position: page.application.position,
        Intake: page.intake,
        TimeZone: app.config.APP_TIMEZONE,
        CutOffHours: app.config.BOOKING_CUTOFF_HOURS,
        ExpiresAt: page.expiresAt,
        State: page.state,
        Booking: toBooking(page),
      });
      return (
        reply
          .type('application/json; charset=utf-8')
          // Written JSON text, sent as it is: the type provider only knows the schema's object.
          .send(`${head.slice(0, -1)},"Slots":${page.slotsJson},"More":${page.more}}` as never)
      );
    },
  );

  const bookingAnswer = z.object({ message: z.string(), Booking: bookingSchema.nullable() });

  app.post(
    '/Booking/:token',
    {
      ...afterAnswer,
      config: { access: 'public', rateLimit: bookingLimit },
      schema: {
        tags,
        summary: 'Book a time (first come, first served; 409 slot-taken when just taken)',
        params: tokenParams,
        body: slotChoice,
        response: { 201: bookingAnswer, ...errorResponses(404, 409, 410, 422, 429) },
      },
    },
    async (request, reply) => {
      const { mails } = await booking.book(ctx(), request.params.token, request.body.Slot);
      mailsOf.set(request, mails);
      const page = await booking.bookingPage(ctx(), request.params.token);
      const { t } = requestTexts(request);
      return reply.code(201).send({
        message: t('Your interview is booked. An invitation was e-mailed to you.'),
        Booking: toBooking(page),
      });
    },
  );

  app.put(
    '/Booking/:token',
    {
      ...afterAnswer,
      config: { access: 'public', rateLimit: bookingLimit },
      schema: {
        tags,
        summary: 'Move the booking to another time, until the cut-off',
        params: tokenParams,
        body: slotChoice,
        response: { 200: bookingAnswer, ...errorResponses(404, 409, 410, 422, 429) },
      },
    },
    async (request) => {
      const { mails } = await booking.reschedule(ctx(), request.params.token, request.body.Slot);
      mailsOf.set(request, mails);
      const page = await booking.bookingPage(ctx(), request.params.token);
      const { t } = requestTexts(request);
      return {
        message: t('Your interview was moved. An updated invitation was e-mailed to you.'),
        Booking: toBooking(page),
      };
    },
  );

  app.delete(
    '/Booking/:token',
    {
      ...afterAnswer,
      config: { access: 'public', rateLimit: bookingLimit },
      schema: {
        tags,
        summary: 'Cancel the booking, until the cut-off; the link books again',
        params: tokenParams,
        response: { 200: messageSchema, ...errorResponses(404, 409, 410, 429) },
      },
    },
    async (request) => {
      const mails = await booking.cancelBooking(ctx(), request.params.token);
      mailsOf.set(request, mails);
      const { t } = requestTexts(request);
      return {
        message: t('Your interview was cancelled. You can book another time with the same link.'),
      };
    },
  );
}
