import { useQuery } from '@tanstack/react-query';
import { toApiFailure } from 'shared-api';
import { personalDataMessages } from 'shared-api/personal-data';
import { useQueryFailure } from 'shared-ui/feedback';
import { personalDataLinkQuery } from '../api/personal-data-queries';
import { linkRefusal } from '../api/refusal';

/**
 * The e-mailed link's purpose and owner. A used, expired or unknown link is `refusal` (the
 * server's words, on the page); any other failure says 'Could not open this link'.
 */
export function usePersonalDataLink(token: string) {
  const query = useQuery(personalDataLinkQuery(token));
  const failure = query.error
    ? toApiFailure(query.error, personalDataMessages.couldNotOpenLink)
    : null;
  const refusal = failure ? linkRefusal(failure) : null;
  useQueryFailure(refusal ? null : query.error, personalDataMessages.couldNotOpenLink);
  return { query, refusal, failed: failure !== null && refusal === null };
}
