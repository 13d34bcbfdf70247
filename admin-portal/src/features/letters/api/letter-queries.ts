import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiClient, apiPath, m, type Id } from 'shared-api';
import { fieldRules, requiredText } from 'shared-api/forms';
import { adminKeys } from '../../../api/query-keys';

export interface IssuedLetter {
  id: number;
  Code: string;
  IssuedOn: string;
  RevokedAt: string | null;
  RevokeReason: string | null;
  /** The public page a university opens to check the letter, as the PDF prints it. */
  VerifyUrl: string;
}

export interface LetterStatus {
  Intern: { user_id: number; Name: string };
  EvaluationSubmitted: boolean;
  Letters: IssuedLetter[];
}

export const letterMessages = {
  issued: m('Letter issued'),
  revoked: m('Letter revoked'),
  couldNotGetLetters: m('Could not get the completion letters'),
  couldNotIssue: m('Could not issue the letter'),
  couldNotRevoke: m('Could not revoke the letter'),
  couldNotDownload: m('Could not download the letter'),
  addressCopied: m('Verification address copied'),
  couldNotCopy: m('Could not copy the address: select it and copy it yourself'),
};

export const revokeSchema = z.object({
  Reason: requiredText(m('Reason'), fieldRules.comment),
});
export type RevokePayload = z.infer<typeof revokeSchema>;

/** GET /Letter/intern/{id}: whether the evaluation is submitted, and the letters issued. */
export const letterStatusQuery = (internId: Id) =>
  queryOptions({
    queryKey: adminKeys.letters(internId),
    queryFn: async () =>
      (await apiClient.get<LetterStatus>(apiPath`/Letter/intern/${internId}`)).data,
  });

/** POST /Letter/{internId}: issues the letter and e-mails the intern. */
export async function issueLetter(internId: Id) {
  return (await apiClient.post<{ message: string }>(apiPath`/Letter/${internId}`)).data;
}

export async function revokeLetter(letterId: Id, payload: RevokePayload) {
  return (await apiClient.post(apiPath`/Letter/${letterId}/revoke`, payload)).data;
}

/** GET /Letter/{id}/pdf. */
export async function downloadLetter(letterId: Id): Promise<Blob> {
  const { data } = await apiClient.get<Blob>(apiPath`/Letter/${letterId}/pdf`, {
    responseType: 'blob',
  });
  return data;
}

/** Issuing or revoking changes this intern's letters only. */
export function useInvalidateLetters(internId: Id) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminKeys.letters(internId) });
}
