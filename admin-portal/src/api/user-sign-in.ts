import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiClient, apiPath, m, type Id } from 'shared-api';
import { SIGN_IN_METHODS } from 'shared-api/sign-in-methods';
import { adminKeys } from './query-keys';

export const userSignInLoadFailure = m('Could not get how this person signs in');

const userSignInSchema = z.object({
  LastSignIn: z.nullable(z.object({ At: z.string(), Method: z.enum(SIGN_IN_METHODS) })),
  OpenSessions: z.number(),
  Passkeys: z.number(),
  AuthenticatorApp: z.boolean(),
});
export type UserSignIn = z.infer<typeof userSignInSchema>;

/** GET /Admin/User/{id}/SignIn: the person's last sign-in on record, open sessions, passkeys. */
export async function getUserSignIn(id: Id): Promise<UserSignIn> {
  const { data } = await apiClient.get<unknown>(apiPath`/Admin/User/${id}/SignIn`);
  return userSignInSchema.parse(data);
}

export const userSignInQuery = (id: Id) =>
  queryOptions({ queryKey: adminKeys.userSignIn(id), queryFn: () => getUserSignIn(id) });
