import { useQuery } from '@tanstack/react-query';
import { personalDataMessages } from 'shared-api/personal-data';
import { useQueryFailure } from 'shared-ui/feedback';
import { privacyNoticeQuery } from '../api/privacy-notice-queries';

/** GET /PrivacyNotice; a failure shows 'Could not get the privacy notice'. */
export function usePrivacyNotice() {
  const query = useQuery(privacyNoticeQuery());
  useQueryFailure(query.error, personalDataMessages.couldNotGetPrivacyNotice);
  return query;
}
