import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { m, translate } from 'shared-api';
import {
  interviewBookingMessages,
  inviteToBook,
  type InviteAnswer,
} from 'shared-api/interview-booking';
import { showSuccess } from 'shared-ui/feedback';
import { useConfirmedMutation } from 'shared-ui/mutations';
import { adminKeys } from '../../../api/query-keys';

export const CONFIRM_INVITE = m(
  'Invite {count, plural, one {this applicant} other {these # applicants}} to book an interview? Each gets an e-mail with a personal booking link.',
);

/**
 * "Invite to book" of the review queue's selected applications (POST /Apply/Invite), after a
 * confirmation: the server's message as a toast, and those it refused (with its reason each)
 * kept for the page to list.
 */
export function useInviteToBook(onInvited: () => void) {
  const queryClient = useQueryClient();
  const [refused, setRefused] = useState<InviteAnswer['Refused']>([]);
  const { run, pendingId } = useConfirmedMutation({
    mutationFn: (ids: number[]) => inviteToBook(ids),
    confirm: (ids) => ({ question: translate(CONFIRM_INVITE, { count: ids.length }) }),
    failureMessage: interviewBookingMessages.couldNotInvite,
    idOf: () => 'invite',
    onSuccess: (answer) => {
      showSuccess(answer.message);
      setRefused(answer.Refused);
      onInvited();
      return Promise.all(
        [adminKeys.applications, adminKeys.anyApplication, adminKeys.mail].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
  return {
    invite: (ids: number[]) => void run(ids),
    inviting: pendingId !== undefined,
    refused,
    dismissRefused: () => setRefused([]),
  };
}
