import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toApiFailure } from 'shared-api';
import {
  bookSlot,
  cancelBooking,
  interviewBookingKeys,
  interviewBookingMessages,
  rescheduleBooking,
} from 'shared-api/interview-booking';
import { askConfirmation, useQueryFailure } from 'shared-ui/feedback';
import { bookingLinkQuery, linkRefusal } from '../api/booking-queries';

/** What the last action came to: the server's message, done or refused. */
export type BookingOutcome = { kind: 'done' | 'refused'; message: string } | null;

type Action = { kind: 'book' | 'move'; slot: number } | { kind: 'cancel' };

/**
 * The booking link's page state and its three actions (book, move, cancel). A refusal (the time
 * just taken, too soon, past the cut-off) is the server's sentence on the page, and the list is
 * read again so what is shown is what can still be chosen.
 */
export function useBooking(token: string) {
  const queryClient = useQueryClient();
  const query = useQuery(bookingLinkQuery(token));
  const failure = query.error
    ? toApiFailure(query.error, interviewBookingMessages.couldNotOpenBookingLink)
    : null;
  const refusal = failure ? linkRefusal(failure) : null;
  useQueryFailure(refusal ? null : query.error, interviewBookingMessages.couldNotOpenBookingLink);
  const [outcome, setOutcome] = useState<BookingOutcome>(null);

  const mutation = useMutation({
    mutationFn: (action: Action) =>
      action.kind === 'book'
        ? bookSlot(token, action.slot)
        : action.kind === 'move'
          ? rescheduleBooking(token, action.slot)
          : cancelBooking(token),
    onSuccess: (answer) => setOutcome({ kind: 'done', message: answer.message }),
    onError: (error, action) => {
      const message =
        action.kind === 'cancel'
          ? interviewBookingMessages.couldNotCancelBooking
          : interviewBookingMessages.couldNotBook;
      const read = toApiFailure(error, message);
      const reason = read.fieldErrors.Slot ?? read.serverMessage ?? read.detail ?? read.message;
      setOutcome({ kind: 'refused', message: reason });
    },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: interviewBookingKeys.booking(token) }),
  });

  async function run(action: Action) {
    setOutcome(null);
    if (
      action.kind === 'cancel' &&
      !(await askConfirmation(interviewBookingMessages.confirmCancelBooking, { destructive: true }))
    ) {
      return false;
    }
    try {
      await mutation.mutateAsync(action);
      return true;
    } catch {
      return false;
    }
  }

  return {
    query,
    refusal,
    failed: failure !== null && refusal === null,
    outcome,
    pending: mutation.isPending,
    book: (slot: number) => run({ kind: 'book', slot }),
    move: (slot: number) => run({ kind: 'move', slot }),
    cancel: () => run({ kind: 'cancel' }),
  };
}
