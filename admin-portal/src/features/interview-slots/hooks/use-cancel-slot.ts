import { useQueryClient } from '@tanstack/react-query';
import { translate } from 'shared-api';
import {
  cancelSlot,
  interviewBookingKeys,
  interviewBookingMessages,
  type InterviewSlot,
} from 'shared-api/interview-booking';
import { showSuccess } from 'shared-ui/feedback';
import { useConfirmedMutation } from 'shared-ui/mutations';
import { adminKeys } from '../../../api/query-keys';

/**
 * Cancels a slot (DELETE /InterviewSlot/{id}) after a question that says who will be told: its
 * booked applicants get the cancellation and their booking link again.
 */
export function useCancelSlot() {
  const queryClient = useQueryClient();
  const { run, pendingId } = useConfirmedMutation({
    mutationFn: (slot: InterviewSlot) => cancelSlot(slot.id),
    idOf: (slot) => slot.id,
    confirm: (slot) => ({
      question:
        slot.Booked > 0
          ? translate(interviewBookingMessages.confirmCancelBookedSlot, { count: slot.Booked })
          : interviewBookingMessages.confirmCancelFreeSlot,
      destructive: true,
    }),
    failureMessage: interviewBookingMessages.couldNotCancelSlot,
    onSuccess: (answer) => {
      showSuccess(answer.message);
      return Promise.all(
        [interviewBookingKeys.slots, adminKeys.applications, adminKeys.interviews].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
    // Cancelled meanwhile: show the week as it is now.
    onFailure: (failure) =>
      void (
        failure.status === 409 &&
        queryClient.invalidateQueries({ queryKey: interviewBookingKeys.slots })
      ),
  });
  return { cancel: (slot: InterviewSlot) => void run(slot), pendingId };
}
