import { getFirmTimeZone } from 'shared-api';

/** An ISO time as the firm's clock shows it, e.g. '22 Nov 2026, 15:51'. */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: getFirmTimeZone(),
  }).format(date);
}
