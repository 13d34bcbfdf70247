import { apiClient, apiPath } from 'shared-api';
import type { MessageAnswer } from '../../types/entities';
import type { BookingAnswer, BookingLink } from '../../types/interview-booking';

// The applicant's booking link (no account): the token is the whole authority.

/** GET /Booking/{token}: 404 forged or unknown, 410 expired (the server's words). */
export async function getBookingLink(token: string): Promise<BookingLink> {
  const { data } = await apiClient.get<BookingLink>(apiPath`/Booking/${token}`);
  return data;
}

/** POST /Booking/{token}: books the slot (201); 409 when just taken or too soon. */
export async function bookSlot(token: string, slot: number): Promise<BookingAnswer> {
  const { data } = await apiClient.post<BookingAnswer>(apiPath`/Booking/${token}`, { Slot: slot });
  return data;
}

/** PUT /Booking/{token}: moves the booking to another slot, until the cut-off. */
export async function rescheduleBooking(token: string, slot: number): Promise<BookingAnswer> {
  const { data } = await apiClient.put<BookingAnswer>(apiPath`/Booking/${token}`, { Slot: slot });
  return data;
}

/** DELETE /Booking/{token}: cancels it, until the cut-off; the link books again. */
export async function cancelBooking(token: string): Promise<MessageAnswer> {
  const { data } = await apiClient.delete<MessageAnswer>(apiPath`/Booking/${token}`);
  return data;
}
