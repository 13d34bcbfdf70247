import { z } from 'zod';
import type { ApplicationView } from '../../domain/applications/applications.repository';

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
});
