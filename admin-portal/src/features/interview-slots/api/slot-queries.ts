import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getInterviewers, getSlotWeek, interviewBookingKeys } from 'shared-api/interview-booking';

/** GET /InterviewSlot?Week=…: one week's slots; the shown week stays while the next loads. */
export const slotWeekQuery = (monday: string, intake: string) =>
  queryOptions({
    queryKey: interviewBookingKeys.week(monday, intake),
    queryFn: () => getSlotWeek(monday, intake),
    placeholderData: keepPreviousData,
  });

/** GET /InterviewSlot/Interviewers: who may interview, for the form's choice. */
export const interviewersQuery = () =>
  queryOptions({ queryKey: interviewBookingKeys.interviewers, queryFn: getInterviewers });
