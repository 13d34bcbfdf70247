import ical, {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendarMethod,
  ICalEventStatus,
} from 'ical-generator';
import { DateTime } from 'luxon';

/** One interview as a calendar event: the same UID through reschedules, a rising SEQUENCE. */
export interface InterviewEvent {
  uid: string;
  sequence: number;
  startsAt: string;
  endsAt: string;
  summary: string;
  description: string;
  location: string | null;
  url: string | null;
  organizer: { name: string; email: string };
  attendees: { name: string; email: string }[];
}

/**
 * VTIMEZONE of a zone that keeps one offset all year (Africa/Nairobi, UTC+03:00, since 1960).
 * A zone that changes its offset gets none: its events are then written in UTC, which every
 * calendar reads the same (docs/interview-booking.md).
 */
export function fixedZoneBlock(zone: string, year = new Date().getUTCFullYear()): string | null {
  const january = DateTime.fromObject({ year, month: 1, day: 1 }, { zone });
  const july = DateTime.fromObject({ year, month: 7, day: 1 }, { zone });
  if (!january.isValid || january.offset !== july.offset) return null;
  const offset = january.toFormat('ZZZ');
  const name = january.toFormat('ZZZZ');
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${zone}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    `TZOFFSETFROM:${offset}`,
    `TZOFFSETTO:${offset}`,
    `TZNAME:${name}`,
    'END:STANDARD',
    'END:VTIMEZONE',
  ].join('\r\n');
}

/** A name as a CN parameter: a `"` cannot be written inside a quoted value (RFC 5545). */
const cn = (name: string) => name.replace(/"/g, "'");

/** fixedZoneBlock's answers, by zone and year: every booking's e-mails need one (0.5 ms each). */
const zoneBlocks = new Map<string, string | null>();

function zoneBlockOf(zone: string) {
  const key = `${zone} ${new Date().getUTCFullYear()}`;
  let block = zoneBlocks.get(key);
  if (block === undefined) {
    block = fixedZoneBlock(zone);
    if (zoneBlocks.size >= 100) zoneBlocks.clear();
    zoneBlocks.set(key, block);
  }
  return block;
}

function calendarOf(zone: string, method: ICalCalendarMethod | null, name?: string) {
  const block = zoneBlockOf(zone);
  const calendar = ical({
    prodId: { company: 'Internship Programme', product: 'Interviews', language: 'EN' },
    method,
    name: name ?? null,
  });
  const at = (iso: string) => (block ? DateTime.fromISO(iso).setZone(zone) : new Date(iso));
  const add = (event: InterviewEvent, cancelled: boolean) =>
    calendar.createEvent({
      id: event.uid,
      sequence: event.sequence,
      start: at(event.startsAt),
      end: at(event.endsAt),
      timezone: block ? zone : null,
      stamp: new Date(),
      summary: event.summary,
      description: event.description,
      location: event.location,
      url: event.url,
      status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      organizer: { name: cn(event.organizer.name), email: event.organizer.email },
      attendees: event.attendees.map((attendee) => ({
        name: cn(attendee.name),
        email: attendee.email,
        role: ICalAttendeeRole.REQ,
        status: cancelled ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.NEEDSACTION,
        rsvp: !cancelled,
      })),
    });
  // The zone is the events' (DTSTART;TZID=…), not the calendar's: with a calendar zone the library
  // writes DTSTAMP as a local time, which RFC 5545 forbids (it must be UTC). The VTIMEZONE goes
  // before the first event, where the calendar's would be.
  const text = () => {
    const ics = calendar.toString();
    const at = ics.indexOf('BEGIN:VEVENT');
    return block && at >= 0 ? `${ics.slice(0, at)}${block}\r\n${ics.slice(at)}` : ics;
  };
  return { calendar, add, text };
}

/** The invitation (METHOD:REQUEST) or its cancellation (METHOD:CANCEL) of one interview. */
export function interviewCalendar(zone: string, event: InterviewEvent, cancelled = false) {
  const { add, text } = calendarOf(
    zone,
    cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  );
  add(event, cancelled);
  return text();
}

/** An interviewer's subscribed feed: their coming interviews (METHOD:PUBLISH). */
export function feedCalendar(zone: string, name: string, events: InterviewEvent[]) {
  const { add, text } = calendarOf(zone, ICalCalendarMethod.PUBLISH, name);
  for (const event of events) add(event, false);
  return text();
}
