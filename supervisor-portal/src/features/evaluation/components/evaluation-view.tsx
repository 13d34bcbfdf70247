import Typography from '@mui/material/Typography';
import { formatDate } from 'shared-api';
import { EVALUATION_CRITERIA, type Evaluation } from 'shared-api/evaluations';
import { DetailsTable } from 'shared-ui/details';

/** A submitted evaluation, read-only. */
export function EvaluationView({ evaluation }: { evaluation: Evaluation }) {
  return (
    <>
      <Typography>
        Submitted on {formatDate(evaluation.SubmittedAt ?? '')} by {evaluation.Supervisor}. It is
        read-only.
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
      <Typography variant="h6" component="h2">
        Assessment
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap' }}>{evaluation.Assessment}</Typography>
    </>
  );
}
