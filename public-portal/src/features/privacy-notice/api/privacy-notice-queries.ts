import { queryOptions } from '@tanstack/react-query';
import { getPrivacyNotice } from 'shared-api/personal-data';
import { publicKeys } from '../../../api/query-keys';

/** GET /PrivacyNotice: it changes with a release, not while the page is open. */
export const privacyNoticeQuery = () =>
  queryOptions({
    queryKey: publicKeys.privacyNotice,
    queryFn: getPrivacyNotice,
    staleTime: Infinity,
  });
