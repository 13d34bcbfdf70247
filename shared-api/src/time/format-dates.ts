import { currentLanguage } from '../i18n/language-store';
import { INTL_LOCALES } from '../i18n/languages';
import { getFirmTimeZone } from './firm-dates';

// Every screen writes a date and a time one way per language: '22 Nov 2026' and
// '22 Nov 2026, 14:05' in English, Swahili's own month names in Swahili.

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

const format = (time: number, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(INTL_LOCALES[currentLanguage()], options).format(time);

/**
 * A date as every screen shows it, e.g. '22 Nov 2026'. A calendar date (YYYY-MM-DD: a deadline,
 * an interview) is shown as it is; a moment (an ISO time) as the firm's calendar has it.
 * Anything unparsable is shown as it came.
 */
export function formatDate(value: string): string {
  if (CALENDAR_DATE.test(value)) {
    const time = Date.parse(`${value}T00:00:00Z`);
    return Number.isNaN(time) ? value : format(time, { dateStyle: 'medium', timeZone: 'UTC' });
  }
  const time = Date.parse(value);
  return Number.isNaN(time)
    ? value
    : format(time, { dateStyle: 'medium', timeZone: getFirmTimeZone() });
}

/** A moment (an ISO time) by the firm's clock, e.g. '22 Nov 2026, 14:05'; unparsable: as it came. */
export function formatDateTime(value: string): string {
  const time = Date.parse(value);
  return Number.isNaN(time)
    ? value
    : format(time, { dateStyle: 'medium', timeStyle: 'short', timeZone: getFirmTimeZone() });
}
