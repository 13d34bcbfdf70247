import { showLanguage } from 'shared-api';
import { formatDateRange } from './format-date-range';

test('a range within a year names the year once', () => {
  expect(formatDateRange('2027-01-04', '2027-01-08')).toBe('4 Jan – 8 Jan 2027');
});

test('a range across the new year names both years; one day reads as a date', () => {
  expect(formatDateRange('2026-12-28', '2027-01-01')).toBe('28 Dec 2026 – 1 Jan 2027');
  expect(formatDateRange('2027-01-04', '2027-01-04')).toBe('4 Jan 2027');
});

test('a range is written in the language on screen', async () => {
  await showLanguage('sw');
  const sameYear = new Intl.DateTimeFormat('sw-KE', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(Date.UTC(2027, 0, 4));
  expect(formatDateRange('2027-01-04', '2027-01-08')).toMatch(new RegExp(`^${sameYear} – `));
});
