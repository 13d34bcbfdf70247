import { setFirmTimeZone } from './firm-dates';
import { formatDate, formatDateTime } from './format-dates';

afterEach(() => setFirmTimeZone('Africa/Nairobi'));

test('a calendar date reads the same in any time zone', () => {
  setFirmTimeZone('Pacific/Honolulu');
  expect(formatDate('2026-11-22')).toBe('22 Nov 2026');
  expect(formatDate('2026-01-05')).toBe('5 Jan 2026');
});

test("a moment reads by the firm's clock, as a date or a date and time", () => {
  // 22:30 UTC is already the 23rd in Nairobi (UTC+3).
  expect(formatDate('2026-11-22T22:30:00.000Z')).toBe('23 Nov 2026');
  expect(formatDateTime('2026-11-22T22:30:00.000Z')).toBe('23 Nov 2026, 01:30');
  setFirmTimeZone('UTC');
  expect(formatDateTime('2026-11-22T22:30:00.000Z')).toBe('22 Nov 2026, 22:30');
});

test('what cannot be read is shown as it came', () => {
  expect(formatDate('soon')).toBe('soon');
  expect(formatDate('2026-13-45')).toBe('2026-13-45');
  expect(formatDateTime('never')).toBe('never');
});
