import { z } from 'zod/mini';
import { apiClient } from 'shared-api';
import { apiPath } from 'shared-api';
import type { Id, MessageAnswer } from '../../types/entities';
import { dateFromTodaySchema } from '../../validation/dates';

export const scheduleInterviewSchema = z.object({
  ApplicationStatus: z.literal('Accepted'),
  Date: dateFromTodaySchema(),
});

export const updateApplicationStatusSchema = z.discriminatedUnion('ApplicationStatus', [
  scheduleInterviewSchema,
  z.object({ ApplicationStatus: z.enum(['Passed', 'Declined']) }),
]);
export type UpdateApplicationStatusPayload = z.infer<typeof updateApplicationStatusSchema>;

/** The answer says truthfully what became of the applicant's e-mail (decisions.md §4). */
export interface ApplicationStatusAnswer extends MessageAnswer {
  ApplicationStatus: 'Accepted' | 'Passed' | 'Declined';
  /** 'queued': delivery failed and will be retried; 'logged': no SMTP_URL, written to the log. */
  Email: 'sent' | 'queued' | 'logged';
}

/** PUT /Apply/{id}. A transition the pipeline forbids answers 409 (decisions.md §4). */
export async function updateApplicationStatus(
  id: Id,
  payload: UpdateApplicationStatusPayload,
): Promise<ApplicationStatusAnswer> {
  const { data } = await apiClient.put<ApplicationStatusAnswer>(apiPath`/Apply/${id}`, payload);
  return data;
}

/** Accepts for interview on `date` (YYYY-MM-DD); the server e-mails the applicant. */
export function scheduleInterview(id: Id, date: string): Promise<ApplicationStatusAnswer> {
  return updateApplicationStatus(id, { ApplicationStatus: 'Accepted', Date: date });
}

export function passApplication(id: Id): Promise<ApplicationStatusAnswer> {
  return updateApplicationStatus(id, { ApplicationStatus: 'Passed' });
}

export function declineApplication(id: Id): Promise<ApplicationStatusAnswer> {
  return updateApplicationStatus(id, { ApplicationStatus: 'Declined' });
}
