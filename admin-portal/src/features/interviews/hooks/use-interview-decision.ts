import { useMutation } from '@tanstack/react-query';
import { confirmMessages, errorMessages, successMessages, toApiFailure } from 'shared-api';
import { declineApplication, passApplication } from 'shared-api/forms';
import { askConfirmation, showFailure } from 'shared-ui/feedback';
import { showChangeOutcome } from '../../../components/email-outcome';
import { useInvalidateAfterStatusChange } from '../../../components/pipeline-queries';

export type InterviewDecision = 'accept' | 'reject';

// 'Application could not be Accepted' is the catalogue's nearest text for a failed pass.
const DECISIONS = {
  accept: {
    question: confirmMessages.acceptApplication,
    change: passApplication,
    success: successMessages.applicantAccepted,
    failure: errorMessages.applicationCouldNotBeAccepted,
  },
  reject: {
    question: confirmMessages.rejectApplication,
    change: declineApplication,
    success: successMessages.applicantRejected,
    failure: errorMessages.couldNotRejectApplication,
  },
} as const;

/** After the interview: Accept (Passed) or Decline (Declined), each after its question. */
export function useInterviewDecision() {
  const invalidate = useInvalidateAfterStatusChange();
  const mutation = useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: InterviewDecision }) =>
      DECISIONS[decision].change(id),
    onSuccess: (answer, { id, decision }) => {
      showChangeOutcome(DECISIONS[decision].success, answer.Email);
      return invalidate(id);
    },
    onError: (error, { id, decision }) => {
      const failure = toApiFailure(error, DECISIONS[decision].failure);
      showFailure(failure);
      if (failure.status === 409) void invalidate(id);
    },
  });

  async function decide(id: number, decision: InterviewDecision) {
    const confirmed = await askConfirmation(DECISIONS[decision].question, {
      destructive: decision === 'reject',
    });
    if (confirmed) mutation.mutate({ id, decision });
  }

  return { decide, pendingId: mutation.isPending ? mutation.variables?.id : undefined };
}
