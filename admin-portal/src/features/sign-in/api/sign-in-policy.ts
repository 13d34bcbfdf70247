import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiClient, m } from 'shared-api';
import { adminKeys } from '../../../api/query-keys';

export const signInPolicyTexts = {
  loadFailure: m('Could not get the sign-in policy'),
  saveFailure: m('Could not save the sign-in policy'),
  saved: m('Sign-in policy saved'),
};

/** What administrators and supervisors must sign in with; the form's schema too. */
export const signInPolicySchema = z.object({
  StaffTwoFactorRequired: z.boolean(),
  StaffSsoRequired: z.boolean(),
});
export type SignInPolicy = z.infer<typeof signInPolicySchema>;

/** GET /Admin/SignInPolicy */
export async function getSignInPolicy(): Promise<SignInPolicy> {
  const { data } = await apiClient.get<unknown>('/Admin/SignInPolicy');
  return signInPolicySchema.parse(data);
}

export const signInPolicyQuery = () =>
  queryOptions({ queryKey: adminKeys.signInPolicy, queryFn: getSignInPolicy });
