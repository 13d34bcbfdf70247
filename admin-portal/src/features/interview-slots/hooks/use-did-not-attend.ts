import { useQueryClient } from '@tanstack/react-query';
import { translate } from 'shared-api';
import {
  interviewBookingKeys,
  interviewBookingMessages,
  markDidNotAttend,
  type SlotBooking,
} from 'shared-api/interview-booking';
import { showSuccess } from 'shared-ui/feedback';
import { useConfirmedMutation } from 'shared-ui/mutations';
import { adminKeys } from '../../../api/query-keys';

/** "Did not attend" on a past booking (POST /InterviewBooking/{id}/DidNotAttend), once asked. */
export function useDidNotAttend() {
  const queryClient = useQueryClient();
  const { run, pendingId } = useConfirmedMutation({
    mutationFn: (booking: SlotBooking) => markDidNotAttend(booking.id),
    idOf: (booking) => booking.id,
    confirm: (booking) => ({
      question: translate(interviewBookingMessages.confirmDidNotAttend, { name: booking.Name }),
    }),
    failureMessage: interviewBookingMessages.couldNotMarkDidNotAttend,
    onSuccess: (answer, booking) => {
      showSuccess(answer.message);
      return Promise.all(
        [interviewBookingKeys.slots, adminKeys.application(booking.Application)].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
  return { markAbsent: (booking: SlotBooking) => void run(booking), pendingId };
}
