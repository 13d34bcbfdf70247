// By the package's name: this file is bundled with shared-api/logbook, and the firm's time zone
// is the shared copy's.
import { currentLanguage, formatDate, INTL_LOCALES } from 'shared-api';

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

// In the language on screen, as formatDate is.
const dayAndMonth = (date: string) =>
  new Intl.DateTimeFormat(INTL_LOCALES[currentLanguage()], {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(Date.parse(`${date}T00:00:00Z`));

/**
 * Two calendar dates (YYYY-MM-DD) as one range, the year said once when both share it:
 * '5 Jan – 9 Jan 2027', '29 Dec 2026 – 2 Jan 2027', or '5 Jan 2027' for one day.
 */
export function formatDateRange(first: string, last: string): string {
  if (first === last) return formatDate(first);
  const sameYear =
    CALENDAR_DATE.test(first) && CALENDAR_DATE.test(last) && first.slice(0, 4) === last.slice(0, 4);
  return `${sameYear ? dayAndMonth(first) : formatDate(first)} – ${formatDate(last)}`;
}
