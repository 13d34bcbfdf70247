import { DateTime } from 'luxon';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { checkDateInRange } from '../../lib/fields';
import { fieldError, ValidationError } from '../../lib/errors';
import { m, type Texts } from '../../lib/texts';
import { findIntake, listIntakePositions } from '../intakes/intakes.repository';
import { feedCalendar, type InterviewEvent } from './calendar';
import { feedToken } from './interview-links';
import { moment } from './interview-mails';
import * as repo from './interviews.repository';
import {
  MAX_SERIES_DAYS,
  MAX_SERIES_SLOTS,
  minutesOf,
  seriesCount,
  seriesSlots,
  type SeriesShape,
} from './series';

export interface SlotPlace {
  intakeId: number | null;
  positionId: number | null;
  place: string | null;
  videoLink: string | null;
  capacity: number;
  interviewers: number[];
}

export interface SeriesInput extends SlotPlace {
  firstDay: string;
  lastDay: string;
  from: string;
  to: string;
  length: number;
  gap: number;
  weekdays: number[];
  /** Field names to report against (a single slot says Day and Start). */
  fields?: { firstDay: string; lastDay: string; from: string; to: string };
}

/** Overlap warnings listed at most (then "and N more"). */
const MAX_WARNINGS = 20;

function time(field: string, value: string) {
  const minutes = minutesOf(value);
  if (minutes === null)
    throw fieldError(field, m('The {field} must be a time (HH:mm).', { field }));
  return minutes;
}

/** The series' shape, its dates checked against the field rules before anything counts them. */
function shapeOf(input: SeriesInput): SeriesShape {
  const f = input.fields ?? { firstDay: 'FirstDay', lastDay: 'LastDay', from: 'From', to: 'To' };
  checkDateInRange(f.firstDay, input.firstDay);
  checkDateInRange(f.lastDay, input.lastDay);
  if (input.lastDay < input.firstDay) {
    throw fieldError(f.lastDay, m('The LastDay must be on or after the FirstDay.'));
  }
  const span = DateTime.fromISO(input.lastDay).diff(DateTime.fromISO(input.firstDay), 'days').days;
  if (span >= MAX_SERIES_DAYS) {
    throw fieldError(
      f.lastDay,
      m('A series spans at most {days} days.', { days: MAX_SERIES_DAYS }),
    );
  }
  const from = time(f.from, input.from);
  const to = input.fields ? from + input.length : time(f.to, input.to);
  if (to <= from) throw fieldError(f.to, m('The To time must be after the From time.'));
  if (to > 24 * 60) throw fieldError(f.from, m('A slot must end on the day it starts.'));
  return {
    firstDay: input.firstDay,
    lastDay: input.lastDay,
    from,
    to,
    length: input.length,
    gap: input.gap,
    weekdays: input.weekdays,
  };
}

/** Where the slots belong: an intake (or the default, null) and maybe one of its positions. */
async function checkPlace(db: Db, config: Config, input: SlotPlace) {
  if (!input.place && !input.videoLink) {
    throw fieldError('Place', m('Give a place or a video-call link.'));
  }
  let endBy: string | null = null;
  if (input.intakeId !== null) {
    const intake = await findIntake(db, input.intakeId);
    if (!intake) throw fieldError('Intake', m('Intake not found'));
    endBy = intake.starts_on;
    if (input.positionId !== null) {
      const offered = await listIntakePositions(db, [intake.id]);
      if (!offered.some((position) => position.id === input.positionId)) {
        throw fieldError('Position', m('This position is not offered in this intake.'));
      }
    }
  } else if (input.positionId !== null) {
    const position = await db
      .selectFrom('positions')
      .select('id')
      .where('id', '=', input.positionId)
      .executeTakeFirst();
    if (!position) throw fieldError('Position', m('Position not found'));
  }
  const people = await repo.findInterviewers(db, input.interviewers);
  if (people.length !== new Set(input.interviewers).size) {
    throw fieldError(
      'Interviewers',
      m('Each interviewer must be a supervisor or an administrator.'),
    );
  }
  return { endBy, people };
}

/**
 * Makes a series of slots (or one): refused whole with its count above 500, before any is made;
 * a slot in the past or after the intake's start is refused; an interviewer's overlap with a
 * slot they have is a warning.
 */
export async function createSlots(
  db: Db,
  config: Config,
  input: SeriesInput,
  byUserId: number,
  texts: Texts,
  now = Date.now(),
) {
  const shape = shapeOf(input);
  const count = seriesCount(shape);
  if (count > MAX_SERIES_SLOTS) {
    throw new ValidationError(
      {
        Series: [
          m('This series would make {count} slots; at most {max} can be made at once.', {
            count,
            max: MAX_SERIES_SLOTS,
          }),
        ],
      },
      m('This series would make {count} slots; at most {max} can be made at once.', {
        count,
        max: MAX_SERIES_SLOTS,
      }),
    );
  }
  if (count === 0) {
    throw fieldError('Series', m('This series makes no slot: check the days, weekdays and times.'));
  }
  const { endBy, people } = await checkPlace(db, config, input);
  const zone = config.APP_TIMEZONE;
  const slots = seriesSlots(shape, zone);
  const dayField = input.fields?.firstDay ?? 'FirstDay';
  if (Date.parse(slots[0].startsAt) <= now) {
    throw fieldError(dayField, m('A slot cannot start in the past.'));
  }
  if (endBy) {
    const limit = DateTime.fromISO(endBy, { zone }).toUTC().toISO()!;
    if (slots[slots.length - 1].endsAt > limit) {
      throw fieldError(
        input.fields?.lastDay ?? 'LastDay',
        m('Interview slots must end before the internship starts ({date}).', { date: endBy }),
      );
    }
  }
  const existing = await repo.slotsOfInterviewers(
    db,
    input.interviewers,
    slots[0].startsAt,
    slots[slots.length - 1].endsAt,
  );
  const names = new Map(people.map((person) => [person.id, person.name]));
  const warnings: string[] = [];
  let overlaps = 0;
  for (const slot of slots) {
    for (const other of existing) {
      if (other.starts_at < slot.endsAt && other.ends_at > slot.startsAt) {
        overlaps += 1;
        if (warnings.length < MAX_WARNINGS) {
          warnings.push(
            texts.t(m('{name} already has a slot at {when}.'), {
              name: names.get(other.user_id) ?? '',
              when: moment(texts, other.starts_at, zone),
            }),
          );
        }
      }
    }
  }
  if (overlaps > warnings.length) {
    warnings.push(
      texts.t(m('… and {count} more overlaps.'), { count: overlaps - warnings.length }),
    );
  }
  const ids = await db.transaction().execute((trx) =>
    repo.insertSlots(
      trx,
      slots.map((slot) => ({
        intake_id: input.intakeId,
        position_id: input.positionId,
        starts_at: slot.startsAt,
        ends_at: slot.endsAt,
        place: input.place,
        video_link: input.videoLink,
        capacity: input.capacity,
        created_by: byUserId,
      })),
      input.interviewers,
    ),
  );
  return { ids, warnings };
}

/** Slots a week view answers at most. */
export const MAX_WEEK_SLOTS = 1000;

/** The week (Monday..Sunday, firm's zone) holding `day`: its slots, interviewers and bookings. */
export async function weekView(db: Db, config: Config, day: string, intakeId: number | undefined) {
  const zone = config.APP_TIMEZONE;
  const monday = DateTime.fromISO(day, { zone }).startOf('week');
  const next = monday.plus({ weeks: 1 });
  const rows = await repo.listSlotsBetween(
    db,
    monday.toUTC().toISO()!,
    next.toUTC().toISO()!,
    intakeId,
    MAX_WEEK_SLOTS + 1,
  );
  const slots = rows.slice(0, MAX_WEEK_SLOTS);
  const ids = slots.map((slot) => slot.id);
  const [interviewers, bookings] = await Promise.all([
    repo.listSlotInterviewers(db, ids),
    repo.listSlotBookings(db, ids),
  ]);
  return {
    from: monday.toISODate()!,
    to: next.minus({ days: 1 }).toISODate()!,
    truncated: rows.length > MAX_WEEK_SLOTS,
    slots,
    interviewers,
    bookings,
  };
}

/** An interviewer's feed address. */
export async function feedUrl(db: Db, config: Config, secret: string, userId: number) {
  const generation = await repo.feedGeneration(db, userId);
  return `${config.PUBLIC_URL}/api/InterviewFeed/${feedToken(secret, userId, generation)}`;
}

export async function renewFeedUrl(db: Db, config: Config, secret: string, userId: number) {
  const generation = await db.transaction().execute((trx) => repo.renewFeed(trx, userId));
  return `${config.PUBLIC_URL}/api/InterviewFeed/${feedToken(secret, userId, generation)}`;
}

/** The feed's calendar: the interviewer's coming interviews. */
export async function interviewerFeed(
  db: Db,
  config: Config,
  userId: number,
  name: string,
  texts: Texts,
) {
  const rows = await repo.listInterviewerBookings(db, userId, new Date().toISOString());
  const events: InterviewEvent[] = rows.map((row) => ({
    uid: row.uid,
    sequence: row.sequence,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    summary: texts.t(m('Interview: {applicant} ({position})'), {
      applicant: row.name,
      position: row.position,
    }),
    description: texts.t(m('Interview for the {position} internship.'), { position: row.position }),
    location: row.place ?? row.video_link,
    url: row.video_link,
    organizer: {
      name: config.FIRM_NAME,
      email: /<([^>]+)>/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM,
    },
    attendees: [{ name: row.name, email: row.email }],
  }));
  return feedCalendar(config.APP_TIMEZONE, texts.t(m('Interviews: {name}'), { name }), events);
}
