import { queryOptions } from '@tanstack/react-query';
import { apiClient, apiPath, m, toApiFailure } from 'shared-api';
import { letterCheckKey } from 'shared-api/evaluations';

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
  /** A completion letter's code, or a logbook copy's (which carries its weeks and days). */
  Document?: 'letter' | 'logbook';
  Logbook?: {
    WeeksSigned: number;
    Expected: number;
    Present: number;
    Excused: number;
    Absent: number;
  } | null;
}

/** The page's answers, marked English: translated where shown, t(text) (revokedOn with `{ date }`). */
export const verifyMessages = {
  genuine: m('This letter is genuine'),
  genuineLogbook: m('This logbook copy is genuine'),
  revokedOn: m('This letter was revoked on {date}'),
  noSuchLetter: m('No such letter'),
  couldNotVerify: m('Could not check the letter. Try again later.'),
};

/**
 * GET /verify/{code}: the letter, or null when no letter has the code (a 404 is an answer, not
 * a failure). The server draws /verify/{code} with this answer under the same key.
 */
export const verifyQuery = (code: string) =>
  queryOptions({
    // Its key is not in api/query-keys.ts, which the first visit downloads.
    queryKey: letterCheckKey(code),
    queryFn: async (): Promise<LetterCheck | null> => {
      try {
        const path = apiPath`/verify/${code}`;
        return (await apiClient.get<LetterCheck>(path, { skipSessionExpiry: true })).data;
      } catch (error) {
        if (toApiFailure(error, '').status === 404) return null;
        throw error;
      }
    },
    retry: false,
    staleTime: Infinity,
  });
