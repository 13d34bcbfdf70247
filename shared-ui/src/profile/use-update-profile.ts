import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'shared-ui/router';
import {
  errorMessages,
  sharedQueryKeys,
  m,
  successMessages,
  translate,
  useCurrentUserId,
  useSessionStore,
  type Id,
  type UpdateUserPayload,
} from 'shared-api';
import { updateUser } from 'shared-api/forms';
import { showSuccess } from '../feedback/notification-store';
import { useFormMutation, type FormMutation } from '../mutations/use-form-mutation';

/** 'Details Updated', and where the link went when one's own new e-mail waits for it (decisions §5). */
export const PENDING_EMAIL_MESSAGE = m(
  'Details Updated. We have sent a link to {email}. Your email changes when you open it.',
);

/**
 * PUT /User/{id}: on success 'Details Updated' (and, for one's own new e-mail, where its link
 * went), the new name in the session when it is the signed-in user's own profile (top bar,
 * remark authorship), and back to `profilePath`.
 */
export function useUpdateProfile(
  userId: Id,
  profilePath: string,
): FormMutation<UpdateUserPayload>['submit'] {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const ownId = useCurrentUserId();
  const rename = useSessionStore((state) => state.rename);
  return useFormMutation({
    mutationFn: (payload: UpdateUserPayload) => updateUser(userId, payload),
    failureMessage: errorMessages.couldNotUpdateDetails,
    onSuccess: async (answer, payload) => {
      if (String(ownId) === String(userId) && 'Name' in payload) rename(payload.Name);
      await queryClient.invalidateQueries({ queryKey: sharedQueryKeys.user(userId) });
      showSuccess(
        answer.PendingEmail
          ? translate(PENDING_EMAIL_MESSAGE, { email: answer.PendingEmail })
          : successMessages.detailsUpdated,
      );
      navigate(profilePath);
    },
  }).submit;
}
