import { useQueryClient } from '@tanstack/react-query';
import { m, retryMail, successMessages, translate, useT } from 'shared-api';
import { showToast } from 'shared-ui/feedback';
import { useConfirmedMutation } from 'shared-ui/mutations';
import { adminKeys } from '../../../api/query-keys';
import { emailOutcomeTexts } from '../../../utils/email-outcome';

export const mailTexts = {
  title: m('Undelivered E-mails'),
  loadFailure: m('Could not get Undelivered E-mails'),
  retryFailure: m('Could not retry the email'),
  alreadySent: m('This email has already been sent.'),
} as const;

/** 'Retry now' (POST /Admin/Mail/{id}/Retry); any answer changes the list, so it is refetched. */
export function useRetryMail() {
  const t = useT();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.mail });
  const { run, pendingId } = useConfirmedMutation({
    mutationFn: (id: number) => retryMail(id),
    failureMessage: t(mailTexts.retryFailure),
    onSuccess: (answer) => {
      if (answer.Email === 'sent') showToast(translate(successMessages.emailSent), 'success');
      else showToast(translate(emailOutcomeTexts.queued), 'info');
      return refresh();
    },
    onFailure: (failure) => {
      void refresh();
      if (failure.status !== 409) return false;
      showToast(translate(mailTexts.alreadySent), 'info');
      return true;
    },
  });
  return { retry: run, pendingId };
}
