import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPrivacyNotice, personalDataMessages } from 'shared-api/personal-data';
import { useQueryFailure } from 'shared-ui/feedback';
import { publicKeys } from '../../../api/query-keys';

export const privacyNoticeQuery = () =>
  queryOptions({
    queryKey: publicKeys.privacyNotice,
    queryFn: getPrivacyNotice,
    // The notice changes with a release, not while the page is open.
    staleTime: Infinity,
  });

/** GET /PrivacyNotice; a failure shows 'Could not get the privacy notice'. */
export function usePrivacyNotice() {
  const query = useQuery(privacyNoticeQuery());
  useQueryFailure(query.error, personalDataMessages.couldNotGetPrivacyNotice);
  return query;
}
