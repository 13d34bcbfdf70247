import Typography from '@mui/material/Typography';
import { formatDate, useT } from 'shared-api';
import { EVALUATION_CRITERIA, type Evaluation } from 'shared-api/evaluations';
import { DetailsTable } from 'shared-ui/details';

/** A submitted evaluation, read-only. */
export function EvaluationView({ evaluation }: { evaluation: Evaluation }) {
  const t = useT();
  return (
    <>
      <Typography>
        {t('Submitted on {date} by {supervisor}. It is read-only.', {
          date: formatDate(evaluation.SubmittedAt ?? ''),
          supervisor: evaluation.Supervisor,
        })}
      </Typography>
      <DetailsTable
        rows={[
          ...EVALUATION_CRITERIA.map(({ field, label }) => ({
            label: t(label),
            value: `${evaluation[field] ?? ''} / 5`,
          })),
          {
            label: t('Recommendation'),
            value: evaluation.Recommendation ? t(evaluation.Recommendation) : '',
          },
        ]}
      />
      <Typography variant="h6" component="h2">
        {t('Assessment')}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap' }}>{evaluation.Assessment}</Typography>
    </>
  );
}
