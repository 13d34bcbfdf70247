import { z } from 'zod';
import type { listApplicationEvents } from '../../domain/applications/application-events.repository';
import type { ApplicationView } from '../../domain/applications/applications.repository';
import type { OutboxStatus } from '../../db/schema';

export const statusEnum = z.enum(['Processing', 'Accepted', 'Passed', 'Declined']);

export const applicationSchema = z.object({
  id: z.number().int(),
  Name: z.string(),
  Email: z.string(),
  PhoneNumber: z.string(),
  Position: z.string(),
  position_id: z.number().int(),
  ApplicationStatus: statusEnum,
  InterviewDate: z.string().nullable(),
  created_at: z.string(),
  BookingState: z
    .enum(['Invited to book', 'Booked'])
    .nullable()
    .describe(
      'Interviews the applicant books (docs/interview-booking.md): invited, or holding a slot',
    ),
  InterviewStartsAt: z.string().nullable().describe("The booked slot's start, ISO 8601 UTC"),
});

export const toApplication = (row: ApplicationView): z.infer<typeof applicationSchema> => ({
  id: row.id,
  Name: row.name,
  Email: row.email,
  PhoneNumber: row.phone_number,
  Position: row.position,
  position_id: row.position_id,
  ApplicationStatus: row.status,
  InterviewDate: row.interview_date,
  created_at: row.created_at,
  BookingState: row.booking_starts_at
    ? 'Booked'
    : row.invited_at && (row.status === 'Processing' || row.status === 'Accepted')
      ? 'Invited to book'
      : null,
  InterviewStartsAt: row.booking_starts_at ?? null,
});

/** What became of a change's e-mail: 'queued' until delivered (retries never give up). */
const emailState = z.enum(['sent', 'queued', 'logged']);
const EMAIL_STATE: Record<OutboxStatus, z.infer<typeof emailState>> = {
  pending: 'queued',
  sent: 'sent',
  logged: 'logged',
};

export const historyEntrySchema = z.object({
  id: z.number().int(),
  FromStatus: statusEnum.nullable().describe('Null on the first entry: the application arriving'),
  ToStatus: statusEnum,
  At: z.string(),
  By: z
    .object({ user_id: z.number().int(), Name: z.string() })
    .nullable()
    .describe('The administrator; null for the applicant or the system'),
  Email: emailState.nullable().describe('Null when the change sent no e-mail'),
  Kind: z
    .enum([
      'status',
      'file-opened',
      'exported',
      'erased',
      'invited-to-book',
      'booked',
      'rescheduled',
      'booking-cancelled',
      'did-not-attend',
    ])
    .describe(
      'A change of status, a CV or letter opened (File), a copy of the person\u2019s data ' +
        'exported, the erasure of the person, or a step of the interview the applicant books',
    ),
  File: z.enum(['Cv', 'AttachmentLetter']).nullable(),
});

type EventRow = Awaited<ReturnType<typeof listApplicationEvents>>[number];

export const toHistoryEntry = (row: EventRow): z.infer<typeof historyEntrySchema> => ({
  id: row.id,
  FromStatus: row.from_status,
  ToStatus: row.to_status,
  At: row.at,
  By: row.by_id === null ? null : { user_id: row.by_id, Name: row.by_name ?? '' },
  Email: row.mail_status === null ? null : EMAIL_STATE[row.mail_status],
  Kind: row.kind,
  File: row.file_kind,
});
