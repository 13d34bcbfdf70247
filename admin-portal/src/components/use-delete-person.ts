import { useMutation } from '@tanstack/react-query';
import { deleteUser, toApiFailure } from 'shared-api';
import { askConfirmation, showFailure, showSuccess } from 'shared-ui/feedback';
import { useInvalidatePeople, type PeopleKey } from './people-queries';

export interface DeletePersonOptions {
  question: string;
  successMessage: string;
  failureMessage: string;
  changes: PeopleKey[];
}

/** DELETE /User/{id} (archives the account) after the catalogue's question. */
export function useDeletePerson(options: DeletePersonOptions) {
  const invalidate = useInvalidatePeople();
  const mutation = useMutation({
    mutationFn: (id: number) => deleteUser(id),
    onSuccess: (_answer, id) => {
      showSuccess(options.successMessage);
      return invalidate(options.changes, id);
    },
    onError: (error, id) => {
      const failure = toApiFailure(error, options.failureMessage);
      showFailure({ ...failure, kind: 'message' });
      // Already gone (another admin): show the list as it is now.
      if (failure.status === 404) void invalidate(options.changes, id);
    },
  });

  async function remove(id: number) {
    if (await askConfirmation(options.question, { destructive: true })) mutation.mutate(id);
  }

  return { remove, pendingId: mutation.isPending ? mutation.variables : undefined };
}
