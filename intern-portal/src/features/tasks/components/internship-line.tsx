import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { formatDate, useT } from 'shared-api';
import { evaluationMessages } from 'shared-api/evaluations';
import { useQueryFailure } from 'shared-ui/feedback';
import { myInternshipQuery } from '../api/internship-query';

/**
 * 'Internship: 5 Jan 2027 – 30 Jun 2027 · 42 days left' ('1 day left', 'last day', 'ended': the
 * server counts the firm's days) for an intern of an intake; nothing for one without (the spec's
 * page stays as it was), nor while it loads.
 */
export function InternshipLine() {
  const t = useT();
  const { data, error } = useQuery(myInternshipQuery());
  useQueryFailure(error, evaluationMessages.couldNotGetInternship);
  if (!data) return null;
  const dates = { start: formatDate(data.StartsOn), end: formatDate(data.EndsOn) };
  return (
    <Typography color="text.secondary">
      {data.DaysLeft < 0
        ? t('Internship: {start} – {end} · ended', dates)
        : t(
            'Internship: {start} – {end} · {daysLeft, plural, =0 {last day} one {# day left} other {# days left}}',
            { ...dates, daysLeft: data.DaysLeft },
          )}
    </Typography>
  );
}
