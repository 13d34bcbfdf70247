import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'shared-ui/router';
import {
  errorMessages,
  successMessages,
  toApiFailure,
  useSessionStore,
  type ApiFailure,
  type Id,
  type UpdateUserPayload,
} from 'shared-api';
import { updateUser } from 'shared-api/forms';
import { showSuccess } from '../feedback/notification-store';
import { profileQueryKeys } from './profile-queries';

/** Said after 'Details Updated' when one's own new e-mail waits for its link (decisions §5). */
export const pendingEmailMessage = (email: string) =>
  `We have sent a link to ${email}. Your email changes when you open it.`;

/**
 * PUT /User/{id}; on success 'Details Updated' (and, for one's own new e-mail, where its link went), the new name in the session when it is the
 * signed-in user's own profile (top bar, remark authorship), and back to `profilePath`.
 * Answers the failure, if any, for the form to place.
 */
export function useUpdateProfile(userId: Id, profilePath: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const ownId = useSessionStore((state) => state.user_info?.user_id);
  const rename = useSessionStore((state) => state.rename);
  const mutation = useMutation({
    mutationFn: (payload: UpdateUserPayload) => updateUser(userId, payload),
    onSuccess: (_answer, payload) => {
      if (String(ownId) === String(userId) && 'Name' in payload) rename(payload.Name);
      return queryClient.invalidateQueries({ queryKey: profileQueryKeys.user(userId) });
    },
  });
  return async function update(payload: UpdateUserPayload): Promise<ApiFailure | null> {
    let answer;
    try {
      answer = await mutation.mutateAsync(payload);
    } catch (error) {
      return toApiFailure(error, errorMessages.couldNotUpdateDetails);
    }
    showSuccess(
      answer.PendingEmail
        ? `${successMessages.detailsUpdated}. ${pendingEmailMessage(answer.PendingEmail)}`
        : successMessages.detailsUpdated,
    );
    navigate(profilePath);
    return null;
  };
}
