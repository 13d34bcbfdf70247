import { apiClient, apiPath } from 'shared-api';
import type { Id, MessageAnswer } from '../../types/entities';
import type {
  CalendarFeed,
  Interviewer,
  InviteAnswer,
  SlotsCreated,
  SlotWeek,
} from '../../types/interview-booking';
import type { OneSlotPayload, SlotSeriesPayload } from './interview-slot-form';

/** GET /InterviewSlot/Interviewers: the active supervisors and administrators, by name. */
export async function getInterviewers(): Promise<Interviewer[]> {
  const { data } = await apiClient.get<{ Interviewers: Interviewer[] }>(
    '/InterviewSlot/Interviewers',
  );
  return data.Interviewers;
}

/** GET /InterviewSlot?Week=…&Intake=…: the week holding `week` (any day of it), every intake when ''. */
export async function getSlotWeek(week: string, intake: string): Promise<SlotWeek> {
  const { data } = await apiClient.get<SlotWeek>('/InterviewSlot', {
    params: { Week: week, ...(intake ? { Intake: intake } : {}) },
  });
  return data;
}

/** POST /InterviewSlot: one slot (201). */
export async function createSlot(payload: OneSlotPayload): Promise<SlotsCreated> {
  const { data } = await apiClient.post<SlotsCreated>('/InterviewSlot', payload);
  return data;
}

/** POST /InterviewSlot/Series: a series (201); more than 500 slots: 422 under `Series`. */
export async function createSlotSeries(payload: SlotSeriesPayload): Promise<SlotsCreated> {
  const { data } = await apiClient.post<SlotsCreated>('/InterviewSlot/Series', payload);
  return data;
}

/** DELETE /InterviewSlot/{id}: cancelled; each booked applicant is told and gets the link again. */
export async function cancelSlot(id: Id): Promise<MessageAnswer & { Told: number }> {
  const { data } = await apiClient.delete<MessageAnswer & { Told: number }>(
    apiPath`/InterviewSlot/${id}`,
  );
  return data;
}

/** POST /InterviewBooking/{id}/DidNotAttend: after its start, the applicant did not come. */
export async function markDidNotAttend(bookingId: Id): Promise<MessageAnswer> {
  const { data } = await apiClient.post<MessageAnswer>(
    apiPath`/InterviewBooking/${bookingId}/DidNotAttend`,
  );
  return data;
}

/** POST /Apply/Invite: e-mails each a personal booking link; the refused are listed. */
export async function inviteToBook(applications: number[]): Promise<InviteAnswer> {
  const { data } = await apiClient.post<InviteAnswer>('/Apply/Invite', {
    Applications: applications,
  });
  return data;
}

/** GET /Interviews/Feed: the signed-in interviewer's private calendar address (made on first ask). */
export async function getCalendarFeed(): Promise<CalendarFeed> {
  const { data } = await apiClient.get<CalendarFeed>('/Interviews/Feed');
  return data;
}

/** POST /Interviews/Feed/Renew: a new address; the old one stops working. */
export async function renewCalendarFeed(): Promise<CalendarFeed & MessageAnswer> {
  const { data } = await apiClient.post<CalendarFeed & MessageAnswer>('/Interviews/Feed/Renew');
  return data;
}
