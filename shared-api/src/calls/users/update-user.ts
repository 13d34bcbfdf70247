import { z } from 'zod/mini';
import { apiClient, m } from 'shared-api';
import { apiPath } from 'shared-api';
import type { Id, MessageAnswer } from '../../types/entities';
import { phoneSchema } from '../../validation/phone';
import { fieldRules } from '../../validation/field-rules';
import { emailSchema, idSchema, requiredText } from '../../validation/text';

/**
 * An intern or supervisor editing their own profile. CurrentPassword goes with a change of
 * one's own Email (decisions §5); the form asks for it only then.
 */
export const profileSchema = z.object({
  Name: requiredText(m('Name'), fieldRules.name),
  Email: emailSchema,
  PhoneNumber: phoneSchema,
  CurrentPassword: z.optional(z.string()),
});

/** The admin's own profile, and the admin editing a supervisor or an intern. */
export const adminProfileSchema = z.extend(profileSchema, {
  Position: idSchema(m('Select a department')),
});

/** A person a directory manages (issue 89): the administrator changes the Department only. */
export const departmentSchema = z.object({ Position: idSchema(m('Select a department')) });

export const assignSupervisorSchema = z.object({
  InternID: idSchema(m('Select an intern')),
  SupervisorID: idSchema(m('Select a supervisor')),
});

export type ProfilePayload = z.output<typeof profileSchema>;
export type AdminProfilePayload = z.output<typeof adminProfileSchema>;
export type AssignSupervisorPayload = z.output<typeof assignSupervisorSchema>;
export type DepartmentPayload = z.output<typeof departmentSchema>;
export type UpdateUserPayload =
  ProfilePayload | AdminProfilePayload | DepartmentPayload | AssignSupervisorPayload;

/** 'Details Updated'; PendingEmail when one's own new e-mail waits for the link sent to it. */
export interface ProfileSavedAnswer extends MessageAnswer {
  PendingEmail?: string;
}

/** PUT /User/{id} with a profile, an admin edit or a supervisor assignment. */
export async function updateUser(id: Id, payload: UpdateUserPayload): Promise<ProfileSavedAnswer> {
  const { data } = await apiClient.put<ProfileSavedAnswer>(apiPath`/User/${id}`, payload);
  return data;
}

/** Assigns a supervisor: PUT /User/{InternID} with InternID and SupervisorID (spec §4). */
export function assignSupervisor(payload: AssignSupervisorPayload): Promise<MessageAnswer> {
  return updateUser(payload.InternID, payload);
}
