import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'shared-ui/router';
import { toApiFailure, type AdminProfilePayload, type ApiFailure } from 'shared-api';
import { showSuccess } from 'shared-ui/feedback';
import { useInvalidatePeople, type PeopleKey } from './people-queries';

export interface SavePersonOptions {
  send: (payload: AdminProfilePayload) => Promise<unknown>;
  successMessage: string;
  failureMessage: string;
  /** The lists the change alters. */
  changes: PeopleKey[];
  /** The edited user, whose own queries change too. */
  userId?: string;
  /** Where to go after success. */
  backTo: string;
}

/** Creates or edits a person; answers null when done, else the failure for the form. */
export function useSavePerson(options: SavePersonOptions) {
  const navigate = useNavigate();
  const invalidate = useInvalidatePeople();
  const mutation = useMutation({ mutationFn: options.send });

  return async function save(payload: AdminProfilePayload): Promise<ApiFailure | null> {
    try {
      await mutation.mutateAsync(payload);
    } catch (error) {
      return toApiFailure(error, options.failureMessage);
    }
    showSuccess(options.successMessage);
    void invalidate(options.changes, options.userId);
    navigate(options.backTo);
    return null;
  };
}
