import { createEvent } from 'ics';

export interface InvitationInput {
  applicationId: number;
  date: string;
  name: string;
  email: string;
  position: string;
  organizerEmail: string;
}

/** An all-day iCalendar invitation (METHOD:REQUEST) for the interview date. */
export function interviewInvitation(input: InvitationInput): string {
  const [year, month, day] = input.date.split('-').map(Number);
  const { error, value } = createEvent({
    uid: `interview-${input.applicationId}-${input.date}@internship-programme`,
    method: 'REQUEST',
    start: [year, month, day],
    duration: { days: 1 },
    title: `Internship interview (${input.position})`,
    description: `Interview for the ${input.position} internship.`,
    status: 'CONFIRMED',
    organizer: { name: 'Internship Programme', email: input.organizerEmail },
    attendees: [{ name: input.name, email: input.email, rsvp: true, role: 'REQ-PARTICIPANT' }],
  });
  if (error || !value) throw error ?? new Error('could not build the invitation');
  return value;
}
