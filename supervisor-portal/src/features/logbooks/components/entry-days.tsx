import { formatDate, type LogbookDay } from 'shared-api';
import { DetailsTable } from 'shared-ui/details';

const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' });

/** How a day of the entry reads: the intern's mark, or why there is none to give. */
export function dayText(day: LogbookDay): string {
  if (!day.Expected) return 'Not a working day of the internship';
  if (day.Excused) return 'Excused (approved absence)';
  if (day.Mark === 'present') return 'Present';
  if (day.Mark === 'absent') return 'Absent';
  return 'Not recorded';
}

/** Monday to Friday of the entry, each with what the intern recorded. */
export function EntryDays({ days }: { days: LogbookDay[] }) {
  return (
    <DetailsTable
      aria-label="Days"
      rows={days.map((day) => ({
        label: `${weekday.format(Date.parse(`${day.Date}T00:00:00Z`))} ${formatDate(day.Date)}`,
        value: dayText(day),
      }))}
    />
  );
}
