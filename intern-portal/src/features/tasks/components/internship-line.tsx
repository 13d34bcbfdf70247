import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from 'shared-api';
import { evaluationMessages } from 'shared-api/evaluations';
import { useQueryFailure } from 'shared-ui/feedback';
import { myInternshipQuery, daysLeftText } from '../api/internship-query';

/**
 * 'Internship: 5 Jan 2027 – 30 Jun 2027 · 42 days left' for an intern of an intake; nothing for
 * one without (the spec's page stays as it was), nor while it loads.
 */
export function InternshipLine() {
  const { data, error } = useQuery(myInternshipQuery());
  useQueryFailure(error, evaluationMessages.couldNotGetInternship);
  if (!data) return null;
  return (
    <Typography color="text.secondary">
      Internship: {formatDate(data.StartsOn)} – {formatDate(data.EndsOn)} ·{' '}
      {daysLeftText(data.DaysLeft)}
    </Typography>
  );
}
