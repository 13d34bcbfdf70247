import { m, translate } from 'shared-api';
import { showSuccess } from 'shared-ui/feedback';
import { useConfirmedMutation } from 'shared-ui/mutations';
import { renewDirectoryToken, type Directory } from '../api/directories';
import type { ShownToken } from '../components/new-token';
import { useInvalidateDirectories } from './use-invalidate-directories';

export const renewTexts = {
  question: m('Renew the token of {name}?'),
  explanation: m('The old token stops working at once: paste the new one into the directory.'),
  confirm: m('Renew token'),
  done: m('Token renewed'),
  failure: m('Could not renew the token'),
};

/** 'Renew token' after the question; the new token goes to `onToken`, to be shown once. */
export function useRenewToken(onToken: (shown: ShownToken) => void) {
  const invalidate = useInvalidateDirectories();
  const { run, pendingId } = useConfirmedMutation({
    mutationFn: (row: Directory) => renewDirectoryToken(row.DirectoryID),
    confirm: (row) => ({
      title: translate(renewTexts.question, { name: row.Name }),
      question: renewTexts.explanation,
      confirmText: renewTexts.confirm,
    }),
    failureMessage: renewTexts.failure,
    idOf: (row) => row.DirectoryID,
    onSuccess: (token, row) => {
      showSuccess(renewTexts.done);
      onToken({ name: row.Name, token });
      return invalidate();
    },
    // Disconnected or gone meanwhile (another administrator): show the list as it is now.
    onFailure: (failure) => {
      if (failure.status === 404 || failure.status === 409) void invalidate();
    },
  });
  return { renew: run, renewing: pendingId };
}
