import { queryOptions } from '@tanstack/react-query';
import { toApiFailure } from 'shared-api';
import { getPersonalDataLink } from 'shared-api/personal-data';
import { publicKeys } from '../../../api/query-keys';

/** GET /PersonalData/{token}: what the e-mailed link is for and whose data it reaches. */
export const personalDataLinkQuery = (token: string) =>
  queryOptions({
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
