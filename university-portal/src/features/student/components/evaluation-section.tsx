import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { formatDate, useT } from 'shared-api';
import { EVALUATION_CRITERIA, type Evaluation } from 'shared-api/evaluations';
import { DetailsTable } from 'shared-ui/details';

/** The final evaluation, once its workplace supervisor submitted it; read-only. */
export function EvaluationSection({ evaluation }: { evaluation: Evaluation | null }) {
  const t = useT();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('Final Evaluation')}
        </Typography>
        {evaluation ? (
          <>
            <Typography gutterBottom>
              {t('Submitted on {date} by {supervisor}.', {
                date: formatDate(evaluation.SubmittedAt ?? ''),
                supervisor: evaluation.Supervisor ?? '—',
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
                { label: t('Assessment'), value: evaluation.Assessment ?? '' },
              ]}
            />
          </>
        ) : (
          <Typography color="text.secondary">
            {t('The workplace supervisor has not submitted it yet.')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
