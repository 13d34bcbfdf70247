import { apiClient } from 'shared-api';
import { signInPolicySchema, type SignInPolicy } from './sign-in-policy';

/** PUT /Admin/SignInPolicy: 409 when single sign-on is required from a session that did not use it. */
export async function updateSignInPolicy(policy: SignInPolicy): Promise<SignInPolicy> {
  const { data } = await apiClient.put<unknown>('/Admin/SignInPolicy', policy);
  return signInPolicySchema.parse(data);
}
