import { queryOptions } from '@tanstack/react-query';
import { toApiFailure, type ApiFailure } from 'shared-api';
import { getBookingLink, interviewBookingKeys } from 'shared-api/interview-booking';

/** GET /Booking/{token}: whose link, the booked interview and the free times. */
export const bookingLinkQuery = (token: string) =>
  queryOptions({
    queryKey: interviewBookingKeys.booking(token),
    queryFn: () => getBookingLink(token),
    // A refused link stays refused; only a lost answer is worth a second try.
    retry: (failures, error) => {
      const { status } = toApiFailure(error, '');
      return failures < 2 && (status === null || status >= 500);
    },
  });

/** A link forged or unknown (404) or expired (410): the server's words are the page's answer. */
export function linkRefusal(failure: ApiFailure): string | null {
  return failure.status === 410 || failure.status === 404 ? failure.serverMessage : null;
}
