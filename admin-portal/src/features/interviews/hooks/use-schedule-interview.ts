import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'shared-ui/router';
import {
  errorMessages,
  m,
  successMessages,
  toApiFailure,
  translate,
  type ApiFailure,
} from 'shared-api';
import { scheduleInterview } from 'shared-api/forms';
import { showFailure } from 'shared-ui/feedback';
import { showScheduleOutcome } from '../../../utils/email-outcome';
import { applicationQuery } from '../../../api/pipeline-queries';
import { useInvalidateAfterStatusChange } from '../../../hooks/use-invalidate-after-status-change';
import { adminPaths } from '../../../api/paths';

export const EMAIL_NOT_CONFIRMED = m(
  'The interview date is stored, but the server did not confirm the email. An email that is still undelivered is listed under Undelivered E-mails.',
);

/**
 * Accepts for interview on a date (PUT /Apply/{id}). Answers null when done, or the failure for
 * the form: a 422 for the Date field, otherwise 'Application could not be Accepted' (a refused
 * change, with the server's reason). When no answer came, the stored application decides: if it
 * is now Accepted for that date, the change is stored and only the e-mail is in doubt.
 */
export function useScheduleInterview(id: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const invalidate = useInvalidateAfterStatusChange();
  const mutation = useMutation({ mutationFn: (date: string) => scheduleInterview(id, date) });
  const done = () => navigate(adminPaths.selectedApplicants);

  async function isStored(date: string): Promise<boolean> {
    try {
      const { Applicant } = await queryClient.fetchQuery({ ...applicationQuery(id), staleTime: 0 });
      return Applicant.ApplicationStatus === 'Accepted' && Applicant.InterviewDate === date;
    } catch {
      return false;
    }
  }

  return async function schedule(date: string): Promise<ApiFailure | null> {
    try {
      const answer = await mutation.mutateAsync(date);
      showScheduleOutcome(successMessages.emailSent, answer.Email);
      void invalidate(id);
      done();
      return null;
    } catch (error) {
      const failure = toApiFailure(error, errorMessages.applicationCouldNotBeAccepted);
      if (failure.kind === 'fields') return failure;
      void invalidate(id);
      const unanswered = failure.status === null || failure.status >= 500;
      if (unanswered && (await isStored(date))) {
        showFailure({
          ...failure,
          message: errorMessages.emailWasNotSent,
          detail: translate(EMAIL_NOT_CONFIRMED),
        });
        done();
        return null;
      }
      return failure;
    }
  };
}
