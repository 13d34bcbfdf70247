import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { formatDate, useT } from 'shared-api';
import { EVALUATION_CRITERIA, evaluationMessages } from 'shared-api/evaluations';
import { DetailsTable } from 'shared-ui/details';
import { useQueryFailure } from 'shared-ui/feedback';
import { myEvaluationQuery } from '../api/evaluation-queries';

/** The supervisor's final evaluation, once submitted; nothing before (a draft stays theirs). */
export function FinalEvaluationCard() {
  const t = useT();
  const query = useQuery(myEvaluationQuery());
  useQueryFailure(query.error, evaluationMessages.couldNotGetEvaluation);
  const evaluation = query.data;
  if (!evaluation) return null;
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('Final Evaluation')}
        </Typography>
        <Typography gutterBottom>
          {t('By {name}, submitted on {date}', {
            name: evaluation.Supervisor ?? '',
            date: formatDate(evaluation.SubmittedAt ?? ''),
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
        <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
          {t('Assessment')}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{evaluation.Assessment}</Typography>
      </CardContent>
    </Card>
  );
}
