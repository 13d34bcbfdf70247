import { currentLanguage, INTL_LOCALES, type LogbookEntry } from 'shared-api';
import type { LogbookEntryForm } from 'shared-api/forms';

/**
 * 'Monday, 4 Jan 2027' ('Jumatatu, 4 Jan 2027'): how a day of the week is named on its row, in
 * the language on screen (the date as shared-api's formatDate writes it, the weekday before it).
 */
export function dayLabel(date: string): string {
  return new Intl.DateTimeFormat(INTL_LOCALES[currentLanguage()], {
    weekday: 'long',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.parse(`${date}T00:00:00Z`));
}

/** The entry as the form holds it: unticked days as '', no hours as ''. */
export function toForm(entry: LogbookEntry): LogbookEntryForm {
  return {
    Days: entry.Days.map((day) => day.Mark ?? ''),
    Activities: entry.Activities,
    Learned: entry.Learned,
    Hours: entry.Hours === null ? '' : String(entry.Hours),
  };
}

/** A submitted or signed entry is read-only; a returned one is written again. */
export const isReadOnly = (entry: LogbookEntry) =>
  entry.State === 'submitted' || entry.State === 'signed';
