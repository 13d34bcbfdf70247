import { createEvent } from 'ics';
import { textsIn, type Texts } from '../../lib/texts';

export interface InvitationInput {
  applicationId: number;
  date: string;
  name: string;
  email: string;
  position: string;
  organizerEmail: string;
  /** The applicant's language (their application's); English when not given. */
  texts?: Texts;
}

/**
 * A name as an iCalendar parameter value (CN). The library quotes it, so `;`, `:` and `,` are
 * safe, but it writes `"` as `\"`, which RFC 5545 forbids inside a quoted value (there is no
 * escape there) and calendars then cut the name or reject the invitation. A `"` becomes `'`.
 */
const parameterText = (name: string) => name.replace(/"/g, "'");

/** An all-day iCalendar invitation (METHOD:REQUEST) for the interview date. */
export function interviewInvitation(input: InvitationInput): string {
  const { t } = input.texts ?? textsIn('en');
  const [year, month, day] = input.date.split('-').map(Number);
  const { error, value } = createEvent({
    uid: `interview-${input.applicationId}-${input.date}@internship-programme`,
    method: 'REQUEST',
    start: [year, month, day],
    duration: { days: 1 },
    title: t('Internship interview ({position})', { position: input.position }),
    description: t('Interview for the {position} internship.', { position: input.position }),
    status: 'CONFIRMED',
    organizer: { name: 'Internship Programme', email: input.organizerEmail },
    attendees: [
      { name: parameterText(input.name), email: input.email, rsvp: true, role: 'REQ-PARTICIPANT' },
    ],
  });
  if (error || !value) throw error ?? new Error('could not build the invitation');
  return value;
}
