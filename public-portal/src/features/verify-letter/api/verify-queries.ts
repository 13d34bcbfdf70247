import { queryOptions } from '@tanstack/react-query';
import { apiClient, apiPath } from 'shared-api';

/** What GET /verify/{code} answers: only what the letter itself says. */
export interface LetterCheck {
  Status: 'genuine' | 'revoked';
  Code: string;
  Name: string;
  Programme: string;
  Position: string | null;
  Intake: string | null;
  StartsOn: string;
  EndsOn: string;
  IssuedOn: string;
  RevokedOn: string | null;
}

export const verifyMessages = {
  genuine: 'This letter is genuine',
  revokedOn: (date: string) => `This letter was revoked on ${date}`,
  noSuchLetter: 'No such letter',
  couldNotVerify: 'Could not check the letter. Try again later.',
};

/** GET /verify/{code}; a 404 (no letter has the code) is an answer, not worth a retry. */
export const verifyQuery = (code: string) =>
  queryOptions({
    // Its key is here, not in api/query-keys.ts, which the first visit downloads.
    queryKey: ['letterCheck', code],
    queryFn: async () =>
      (await apiClient.get<LetterCheck>(apiPath`/verify/${code}`, { skipSessionExpiry: true }))
        .data,
    retry: false,
    staleTime: Infinity,
  });
