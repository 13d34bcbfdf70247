import { useQueryClient } from '@tanstack/react-query';
import type { Id } from 'shared-api';
import { evaluationMessages, type EvaluationValues } from 'shared-api/evaluations';
import { showSuccess } from 'shared-ui/feedback';
import { useFormMutation } from 'shared-ui/mutations';
import { supervisorKeys } from '../../../api/query-keys';
import { saveEvaluation, submitEvaluation } from '../api/evaluation-api';

/** PUT /Evaluation/{id} ('Draft saved') and POST /Evaluation/{id}/submit ('Evaluation submitted'). */
export function useEvaluationMutations(internId: Id) {
  const queryClient = useQueryClient();
  // Both change this evaluation only.
  const refetch = () =>
    queryClient.invalidateQueries({ queryKey: supervisorKeys.evaluation(internId) });
  const save = useFormMutation({
    mutationFn: (values: EvaluationValues) => saveEvaluation(internId, values),
    failureMessage: evaluationMessages.couldNotSaveEvaluation,
    onSuccess: async () => {
      await refetch();
      showSuccess(evaluationMessages.draftSaved);
    },
  });
  const submit = useFormMutation({
    mutationFn: (values: EvaluationValues) => submitEvaluation(internId, values),
    failureMessage: evaluationMessages.couldNotSubmitEvaluation,
    onSuccess: async () => {
      await refetch();
      showSuccess(evaluationMessages.evaluationSubmitted);
    },
  });
  return { save, submit };
}
