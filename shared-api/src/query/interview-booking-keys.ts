/**
 * Interview slots and booking links (issue 87): the slots' weeks under ['interview-slots'], so a
 * made or cancelled slot refreshes every week shown; a booking link under its token.
 */
export const interviewBookingKeys = {
  slots: ['interview-slots'] as const,
  week: (week: string, intake: string) => ['interview-slots', 'week', week, intake] as const,
  interviewers: ['interview-slots', 'interviewers'] as const,
  booking: (token: string) => ['booking', token] as const,
  calendarFeed: ['calendar-feed'] as const,
};
