import { useQuery } from '@tanstack/react-query';
import { toApiFailure } from 'shared-api';
import { getPersonalDataLink, personalDataMessages } from 'shared-api/personal-data';
import { useQueryFailure } from 'shared-ui/feedback';
import { publicKeys } from '../../../api/query-keys';
import { linkRefusal } from './refusal';

/**
 * GET /PersonalData/{token}: what the e-mailed link is for and whose data it reaches. A used,
 * expired or unknown link is `refusal` (the server's words, on the page); any other failure
 * says 'Could not open this link'.
 */
export function usePersonalDataLink(token: string) {
  const query = useQuery({
    queryKey: publicKeys.personalDataLink(token),
    queryFn: () => getPersonalDataLink(token),
    // Read once: after the link is used, a refetch would only say it was.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    // A refused link stays refused; only a lost answer is worth a second try.
    retry: (failures, error) => {
      const { status } = toApiFailure(error, '');
      return failures < 2 && (status === null || status >= 500);
    },
  });
  const failure = query.error
    ? toApiFailure(query.error, personalDataMessages.couldNotOpenLink)
    : null;
  const refusal = failure ? linkRefusal(failure) : null;
  useQueryFailure(refusal ? null : query.error, personalDataMessages.couldNotOpenLink);
  return { query, refusal, failed: failure !== null && refusal === null };
}
