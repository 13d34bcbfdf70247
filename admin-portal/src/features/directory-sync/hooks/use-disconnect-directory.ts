import { m, translate } from 'shared-api';
import { showSuccess } from 'shared-ui/feedback';
import { useConfirmedMutation } from 'shared-ui/mutations';
import { disconnectDirectory, type Directory } from '../api/directories';
import { useInvalidateDirectories } from './use-invalidate-directories';

export const disconnectTexts = {
  question: m('Disconnect {name}?'),
  explanation: m(
    'Its token stops working, and the accounts it manages can be changed here again. Its changes stay in the history.',
  ),
  confirm: m('Disconnect'),
  done: m('Directory disconnected'),
  failure: m('Could not disconnect the directory'),
};

/** 'Disconnect' after the question: the directory's token stops; its row stays. */
export function useDisconnectDirectory() {
  const invalidate = useInvalidateDirectories();
  const { run, pendingId } = useConfirmedMutation({
    mutationFn: (row: Directory) => disconnectDirectory(row.DirectoryID),
    confirm: (row) => ({
      title: translate(disconnectTexts.question, { name: row.Name }),
      question: disconnectTexts.explanation,
      confirmText: disconnectTexts.confirm,
      destructive: true,
    }),
    failureMessage: disconnectTexts.failure,
    idOf: (row) => row.DirectoryID,
    onSuccess: () => {
      showSuccess(disconnectTexts.done);
      return invalidate();
    },
    onFailure: (failure) => {
      if (failure.status === 404) void invalidate();
    },
  });
  return { disconnect: run, disconnecting: pendingId };
}
