import { shortDay, textsIn, type Texts } from '../../lib/texts';

export type DayMark = 'present' | 'absent' | null;

/** An entry's `days` column: one letter a day, Monday first (P present, A absent, - none). */
const LETTER = { present: 'P', absent: 'A' } as const;

export const marksToDays = (marks: DayMark[]) =>
  marks.map((mark) => (mark ? LETTER[mark] : '-')).join('');

export const daysToMarks = (days: string): DayMark[] =>
  [...days].map((letter) => (letter === 'P' ? 'present' : letter === 'A' ? 'absent' : null));

/**
 * A date as the e-mails write it in English, 5 Jan 2027: how a notification's subject stores a
 * week (its text says it in the reader's language, notification-view.ts).
 */
export const shortDate = (date: string) => textsIn('en').day(date, 'short');

/** An absence's days in words: on 5 Jan 2027, or from 5 Jan 2027 to 7 Jan 2027. */
export const dayRange = ({ t }: Texts, first: string, last: string) =>
  first === last
    ? t('on {day}', { day: shortDay(first) })
    : t('from {first} to {last}', { first: shortDay(first), last: shortDay(last) });
