import { formatDate, type LogbookEntry } from 'shared-api';
import type { LogbookEntryForm } from 'shared-api/forms';

/** 'Monday, 4 Jan 2027': how a day of the week is named on its row. */
export function dayLabel(date: string): string {
  const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' }).format(
    Date.parse(`${date}T00:00:00Z`),
  );
  return `${weekday}, ${formatDate(date)}`;
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
