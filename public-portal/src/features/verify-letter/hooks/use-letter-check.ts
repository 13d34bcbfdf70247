import { useQuery } from '@tanstack/react-query';
import { useQueryFailure } from 'shared-ui/feedback';
import { verifyMessages, verifyQuery } from '../api/verify-queries';

/** The check of a code: its letter, 'unknown' for a code no letter has, or a failure shown. */
export function useLetterCheck(code: string) {
  const query = useQuery(verifyQuery(code));
  useQueryFailure(query.error, verifyMessages.couldNotVerify);
  return { ...query, unknown: query.data === null };
}
