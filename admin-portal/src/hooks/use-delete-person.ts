import { deleteUser } from 'shared-api';
import { showSuccess } from 'shared-ui/feedback';
import { useConfirmedMutation } from 'shared-ui/mutations';
import type { PeopleKey } from '../api/people-queries';
import { useInvalidatePeople } from './use-invalidate-people';

export interface DeletePersonOptions {
  question: string;
  successMessage: string;
  failureMessage: string;
  changes: PeopleKey[];
}

/** DELETE /User/{id} (archives the account) after the catalogue's question. */
export function useDeletePerson(options: DeletePersonOptions) {
  const invalidate = useInvalidatePeople();
  const { run, pendingId } = useConfirmedMutation({
    mutationFn: (id: number) => deleteUser(id),
    confirm: () => ({ question: options.question, destructive: true }),
    failureMessage: options.failureMessage,
    failureKind: 'message',
    onSuccess: (_answer, id) => {
      showSuccess(options.successMessage);
      return invalidate(options.changes, id);
    },
    // Already gone (another admin): show the list as it is now.
    onFailure: (failure, id) => void (failure.status === 404 && invalidate(options.changes, id)),
  });
  return { remove: run, pendingId };
}
