import { useMemo } from 'react';
import { formatDate, INTL_LOCALES, m, useLanguage, useT, type LogbookDay } from 'shared-api';
import { DetailsTable } from 'shared-ui/details';

/** How a day of the entry reads (marked; shown with t): the intern's mark, or why there is none. */
export function dayText(day: LogbookDay): string {
  if (!day.Expected) return m('Not a working day of the internship');
  if (day.Excused) return m('Excused (approved absence)');
  if (day.Mark === 'present') return m('Present');
  if (day.Mark === 'absent') return m('Absent');
  return m('Not recorded');
}

/** Monday to Friday of the entry, each with what the intern recorded. */
export function EntryDays({ days }: { days: LogbookDay[] }) {
  const t = useT();
  // The weekday in the language on screen ('Monday', 'Jumatatu').
  const language = useLanguage();
  const weekday = useMemo(
    () => new Intl.DateTimeFormat(INTL_LOCALES[language], { weekday: 'long', timeZone: 'UTC' }),
    [language],
  );
  return (
    <DetailsTable
      aria-label={t('Days')}
      rows={days.map((day) => ({
        label: `${weekday.format(Date.parse(`${day.Date}T00:00:00Z`))} ${formatDate(day.Date)}`,
        value: t(dayText(day)),
      }))}
    />
  );
}
