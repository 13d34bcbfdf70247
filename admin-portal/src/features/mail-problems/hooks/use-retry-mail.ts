import { useMutation, useQueryClient } from '@tanstack/react-query';
import { retryMail, successMessages, toApiFailure } from 'shared-api';
import { showFailure, showToast } from 'shared-ui/feedback';
import { emailOutcomeTexts } from '../../../components/email-outcome';

export const mailTexts = {
  title: 'Undelivered E-mails',
  loadFailure: 'Could not get Undelivered E-mails',
  retryFailure: 'Could not retry the email',
  alreadySent: 'This email has already been sent.',
} as const;

/** 'Retry now' (POST /Admin/Mail/{id}/Retry); any answer changes the list, so it is refetched. */
export function useRetryMail() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['mail'] });
  const mutation = useMutation({
    mutationFn: (id: number) => retryMail(id),
    onSuccess: (answer) => {
      if (answer.Email === 'sent') showToast(successMessages.emailSent, 'success');
      else showToast(emailOutcomeTexts.queued, 'info');
      return refresh();
    },
    onError: (error) => {
      const failure = toApiFailure(error, mailTexts.retryFailure);
      if (failure.status === 409) showToast(mailTexts.alreadySent, 'info');
      else showFailure(failure);
      return refresh();
    },
  });
  return { retry: mutation.mutate, pendingId: mutation.isPending ? mutation.variables : undefined };
}
