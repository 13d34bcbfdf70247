// By the package's name: this file is bundled with shared-api/interview-booking.
import { m } from 'shared-api';

/** The catalogue's texts of interview slots and booking (issue 87), when the server gives none. */
export const interviewBookingMessages = {
  couldNotGetSlots: m('Could not get the interview slots'),
  couldNotMakeSlots: m('Could not make the slots'),
  couldNotCancelSlot: m('Could not cancel the slot'),
  couldNotMarkDidNotAttend: m('Could not mark the booking'),
  couldNotInvite: m('Could not invite to book'),
  couldNotGetInterviewers: m('Could not get the interviewers'),
  couldNotOpenBookingLink: m('Could not open this link'),
  couldNotBook: m('Could not book this time'),
  couldNotCancelBooking: m('Could not cancel the interview'),
  couldNotGetCalendarFeed: m('Could not get your calendar feed'),
  couldNotRenewCalendarFeed: m('Could not renew your calendar feed'),
  confirmCancelFreeSlot: m('Cancel this slot? Nobody has booked it.'),
  confirmCancelBookedSlot: m(
    'Cancel this slot? {count, plural, one {The applicant who booked it will be told} other {The # applicants who booked it will be told}} and sent their booking link again.',
  ),
  confirmDidNotAttend: m('Mark {name} as did not attend?'),
  confirmCancelBooking: m('Cancel your interview? You can book another time with the same link.'),
  confirmRenewFeed: m(
    'Make a new address? Calendars subscribed to the old one stop getting your interviews.',
  ),
  copied: m('Copied'),
} as const;
