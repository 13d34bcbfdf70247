import { confirmMessages, errorMessages, successMessages } from 'shared-api';
import { declineApplication, passApplication } from 'shared-api/forms';
import { useConfirmedMutation } from 'shared-ui/mutations';
import { showChangeOutcome } from '../../../utils/email-outcome';
import { useInvalidateAfterStatusChange } from '../../../hooks/use-invalidate-after-status-change';

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
  const { run, pendingId } = useConfirmedMutation({
    mutationFn: ({ id, decision }: { id: number; decision: InterviewDecision }) =>
      DECISIONS[decision].change(id),
    confirm: ({ decision }) => ({
      question: DECISIONS[decision].question,
      destructive: decision === 'reject',
    }),
    failureMessage: ({ decision }) => DECISIONS[decision].failure,
    idOf: ({ id }) => id,
    onSuccess: (answer, { id, decision }) => {
      showChangeOutcome(DECISIONS[decision].success, answer.Email);
      return invalidate(id);
    },
    onFailure: (failure, { id }) => void (failure.status === 409 && invalidate(id)),
  });
  const decide = (id: number, decision: InterviewDecision) => run({ id, decision });
  return { decide, pendingId };
}
