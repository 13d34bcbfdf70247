import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from 'shared-api';
import { EVALUATION_CRITERIA, evaluationMessages } from 'shared-api/evaluations';
import { DetailsTable } from 'shared-ui/details';
import { useQueryFailure } from 'shared-ui/feedback';
import { myEvaluationQuery } from '../api/evaluation-queries';

/** The supervisor's final evaluation, once submitted; nothing before (a draft stays theirs). */
export function FinalEvaluationCard() {
  const query = useQuery(myEvaluationQuery());
  useQueryFailure(query.error, evaluationMessages.couldNotGetEvaluation);
  const evaluation = query.data;
  if (!evaluation) return null;
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Final Evaluation
        </Typography>
        <Typography gutterBottom>
          By {evaluation.Supervisor}, submitted on {formatDate(evaluation.SubmittedAt ?? '')}
        </Typography>
        <DetailsTable
          rows={[
            ...EVALUATION_CRITERIA.map(({ field, label }) => ({
              label,
              value: `${evaluation[field] ?? ''} / 5`,
            })),
            { label: 'Recommendation', value: evaluation.Recommendation ?? '' },
          ]}
        />
        <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
          Assessment
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{evaluation.Assessment}</Typography>
      </CardContent>
    </Card>
  );
}
