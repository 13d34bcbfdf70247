import { z } from 'zod/mini';
import { m } from 'shared-api';
import {
  calendarDateSchema,
  hasForbiddenCharacters,
  LINE_BREAK,
  ruleMessage,
} from 'shared-api/forms';

/**
 * The limits the server's routes hold for interview slots (issue 87, /work/notes/87-api.md): the
 * form refuses what the server would, before anything is sent.
 */
export const slotRules = {
  length: { min: 5, max: 480 },
  gap: { min: 0, max: 480 },
  capacity: { min: 1, max: 50 },
  interviewers: { min: 1, max: 20 },
  place: 200,
  videoLink: 500,
  /** Days a series may span, both days in. */
  seriesDays: 366,
  /** Slots one series may make (the server counts and refuses more). */
  seriesSlots: 500,
} as const;

export const slotMessages = {
  time: m('Enter a time as HH:mm'),
  toAfterFrom: m('The end must be after the start'),
  lastDayOrder: m('The last day cannot be before the first day'),
  seriesSpan: m('A series spans at most {max} days'),
  weekdays: m('Choose at least one weekday'),
  interviewers: m('Choose at least one interviewer'),
  tooManyInterviewers: m('At most {max} interviewers'),
  where: m('Give a place or a video-call link'),
  videoLink: m('The video-call link must start with https://'),
  length: m('A length from {min} to {max} minutes'),
  gap: m('A gap from {min} to {max} minutes'),
  capacity: m('A capacity from {min} to {max}'),
  placeLength: m('At most {max} characters'),
  oneLine: m('Write it on one line'),
} as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const timeSchema = () => z.string().check(z.refine((value) => TIME.test(value), slotMessages.time));

const wholeNumber = (message: string, { min, max }: { min: number; max: number }) => {
  const error = ruleMessage(message, { min, max });
  return z.number(error).check(z.int(error), z.gte(min, error), z.lte(max, error));
};

const oneLineText = (max: number) =>
  z.string().check(
    z.refine(
      (value) => !hasForbiddenCharacters(value) && !LINE_BREAK.test(value),
      slotMessages.oneLine,
    ),
    z.trim(),
    z.maxLength(max, ruleMessage(slotMessages.placeLength, { max })),
  );

/** Days from `from` to `to`, both in (YYYY-MM-DD, valid). */
function daysBetween(from: string, to: string) {
  return (
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
  );
}

/**
 * The slots form: one slot (Day, Start) or a series (FirstDay..LastDay on the Weekdays, From..To
 * every Length + Gap minutes), with where it is, who interviews and how many each slot takes.
 * Intake: an intake's id or 'none' (the default intake); Position: a position's id or '' (every
 * position of the intake).
 */
export const slotFormSchema = z
  .object({
    Mode: z.enum(['one', 'series']),
    Intake: z.string(),
    Position: z.string(),
    Day: z.string(),
    Start: z.string(),
    FirstDay: z.string(),
    LastDay: z.string(),
    From: z.string(),
    To: z.string(),
    Length: wholeNumber(slotMessages.length, slotRules.length),
    Gap: z.number(),
    Weekdays: z.array(z.number()),
    Place: oneLineText(slotRules.place),
    VideoLink: oneLineText(slotRules.videoLink),
    Capacity: wholeNumber(slotMessages.capacity, slotRules.capacity),
    Interviewers: z
      .array(z.number())
      .check(
        z.minLength(slotRules.interviewers.min, slotMessages.interviewers),
        z.maxLength(
          slotRules.interviewers.max,
          ruleMessage(slotMessages.tooManyInterviewers, { max: slotRules.interviewers.max }),
        ),
      ),
  })
  .check(
    z.superRefine((form, ctx) => {
      const issue = (path: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      const check = (path: string, schema: z.ZodMiniType, value: unknown) => {
        const result = z.safeParse(schema, value);
        if (!result.success) issue(path, result.error.issues[0].message);
        return result.success;
      };
      if (form.Mode === 'one') {
        check('Day', calendarDateSchema(), form.Day);
        check('Start', timeSchema(), form.Start);
      } else {
        const first = check('FirstDay', calendarDateSchema(), form.FirstDay);
        const last = check('LastDay', calendarDateSchema(), form.LastDay);
        if (first && last && form.LastDay < form.FirstDay)
          issue('LastDay', slotMessages.lastDayOrder);
        else if (first && last && daysBetween(form.FirstDay, form.LastDay) > slotRules.seriesDays) {
          const { error } = ruleMessage(slotMessages.seriesSpan, { max: slotRules.seriesDays });
          issue('LastDay', error());
        }
        const from = check('From', timeSchema(), form.From);
        const to = check('To', timeSchema(), form.To);
        if (from && to && form.To <= form.From) issue('To', slotMessages.toAfterFrom);
        check('Gap', wholeNumber(slotMessages.gap, slotRules.gap), form.Gap);
        if (form.Weekdays.length === 0) issue('Weekdays', slotMessages.weekdays);
      }
      if (!form.Place && !form.VideoLink) issue('Place', slotMessages.where);
      if (form.VideoLink && !/^https:\/\/\S+$/i.test(form.VideoLink)) {
        issue('VideoLink', slotMessages.videoLink);
      }
    }),
  );
export type SlotFormValues = z.infer<typeof slotFormSchema>;

export interface SlotWhere {
  Intake: number | null;
  Position: number | null;
  Place: string | null;
  VideoLink: string | null;
  Capacity: number;
  Interviewers: number[];
}

/** POST /InterviewSlot's body. */
export type OneSlotPayload = SlotWhere & { Day: string; Start: string; Length: number };

/** POST /InterviewSlot/Series's body. Weekdays: ISO, 1 Monday .. 7 Sunday. */
export type SlotSeriesPayload = SlotWhere & {
  FirstDay: string;
  LastDay: string;
  From: string;
  To: string;
  Length: number;
  Gap: number;
  Weekdays: number[];
};

export type SlotPayload =
  { kind: 'one'; payload: OneSlotPayload } | { kind: 'series'; payload: SlotSeriesPayload };

/** The form's values as the server's body: one slot or a series. */
export function toSlotPayload(form: SlotFormValues): SlotPayload {
  const where: SlotWhere = {
    Intake: form.Intake && form.Intake !== 'none' ? Number(form.Intake) : null,
    Position: form.Position ? Number(form.Position) : null,
    Place: form.Place || null,
    VideoLink: form.VideoLink || null,
    Capacity: form.Capacity,
    Interviewers: form.Interviewers,
  };
  if (form.Mode === 'one') {
    return {
      kind: 'one',
      payload: { ...where, Day: form.Day, Start: form.Start, Length: form.Length },
    };
  }
  const { FirstDay, LastDay, From, To, Length, Gap } = form;
  const Weekdays = [...form.Weekdays].sort((a, b) => a - b);
  return {
    kind: 'series',
    payload: { ...where, FirstDay, LastDay, From, To, Length, Gap, Weekdays },
  };
}

/** An empty form: a series of 30-minute slots, 10 minutes apart, Monday to Wednesday. */
export function emptySlotForm(intake: string): SlotFormValues {
  return {
    Mode: 'series',
    Intake: intake,
    Position: '',
    Day: '',
    Start: '09:00',
    FirstDay: '',
    LastDay: '',
    From: '09:00',
    To: '12:00',
    Length: 30,
    Gap: 10,
    Weekdays: [1, 2, 3],
    Place: '',
    VideoLink: '',
    Capacity: 1,
    Interviewers: [],
  };
}
