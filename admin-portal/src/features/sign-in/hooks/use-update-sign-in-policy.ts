import { useQueryClient } from '@tanstack/react-query';
import { showSuccess } from 'shared-ui/feedback';
import { useFormMutation } from 'shared-ui/mutations';
import { adminKeys } from '../../../api/query-keys';
import { signInPolicyTexts, type SignInPolicy } from '../api/sign-in-policy';
import { updateSignInPolicy } from '../api/update-sign-in-policy';

/** Saves the policy: 'Sign-in policy saved', and the policy as the server now has it. */
export function useUpdateSignInPolicy() {
  const queryClient = useQueryClient();
  return useFormMutation({
    mutationFn: (policy: SignInPolicy) => updateSignInPolicy(policy),
    failureMessage: signInPolicyTexts.saveFailure,
    onSuccess: (saved) => {
      showSuccess(signInPolicyTexts.saved);
      queryClient.setQueryData(adminKeys.signInPolicy, saved);
    },
  });
}
