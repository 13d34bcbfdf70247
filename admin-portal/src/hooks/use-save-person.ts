import { useNavigate } from 'shared-ui/router';
import { showSuccess } from 'shared-ui/feedback';
import { useFormMutation, type FormMutation } from 'shared-ui/mutations';
import type { PeopleKey } from '../api/people-queries';
import { useInvalidatePeople } from './use-invalidate-people';

export interface SavePersonOptions<P> {
  send: (payload: P) => Promise<unknown>;
  successMessage: string;
  failureMessage: string;
  /** The lists the change alters. */
  changes: PeopleKey[];
  /** The edited user, whose own queries change too. */
  userId?: string;
  /** Where to go after success. */
  backTo: string;
}

/** Creates or edits a person: the form's send (see useFormMutation). */
export function useSavePerson<P>(options: SavePersonOptions<P>): FormMutation<P>['submit'] {
  const navigate = useNavigate();
  const invalidate = useInvalidatePeople();
  return useFormMutation({
    mutationFn: options.send,
    failureMessage: options.failureMessage,
    onSuccess: () => {
      showSuccess(options.successMessage);
      void invalidate(options.changes, options.userId);
      navigate(options.backTo);
    },
  }).submit;
}
