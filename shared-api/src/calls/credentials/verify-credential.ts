import { z } from 'zod/mini';
import { apiClient, m } from 'shared-api';
import type { CredentialCheck } from '../../credentials';

export const verifyCredentialMessages = {
  required: m('Paste a credential, or choose its file'),
};

/** The credential's text as pasted or read from its file; the server checks the rest. */
export const verifyCredentialSchema = z.object({
  Credential: z
    .string({ error: verifyCredentialMessages.required })
    .check(z.trim(), z.minLength(1, verifyCredentialMessages.required)),
});
export type VerifyCredentialPayload = z.infer<typeof verifyCredentialSchema>;

/**
 * POST /Credential/verify: the verdict on a credential (valid, revoked, tampered, unknown
 * issuer) with what was checked; a 413 or 422 refusal carries its reason in `message`.
 */
export async function verifyCredential(payload: VerifyCredentialPayload): Promise<CredentialCheck> {
  const { data } = await apiClient.post<CredentialCheck>('/Credential/verify', payload, {
    skipSessionExpiry: true,
  });
  return data;
}
