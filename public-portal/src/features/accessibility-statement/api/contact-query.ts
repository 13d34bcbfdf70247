import { queryOptions } from '@tanstack/react-query';
import { getPrivacyNotice } from 'shared-api/personal-data';
import { publicKeys } from '../../../api/query-keys';

/**
 * The firm and the address to write to: the privacy notice's (GET /PrivacyNotice, the server's
 * config), the one answer shared with /privacy under its key.
 */
export const contactQuery = () =>
  queryOptions({
    queryKey: publicKeys.privacyNotice,
    queryFn: getPrivacyNotice,
    staleTime: Infinity,
  });
