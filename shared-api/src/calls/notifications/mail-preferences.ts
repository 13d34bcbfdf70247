import { z } from 'zod/mini';
import { apiClient, m } from 'shared-api';
import type { MessageAnswer } from '../../types/entities';

export const MAIL_CHOICES = ['immediate', 'digest', 'never'] as const;
export type MailChoice = (typeof MAIL_CHOICES)[number];

export const MAIL_CHOICE_LABELS: Record<MailChoice, string> = {
  immediate: m('E-mail me at once'),
  digest: m('In the morning digest'),
  never: m('Do not e-mail me'),
};

/** The e-mail preferences form: one choice per kind of notification. */
export const mailPreferencesSchema = z.object({
  Preferences: z.array(z.object({ Kind: z.string(), Mail: z.enum(MAIL_CHOICES) })),
});

export type MailPreferencesPayload = z.output<typeof mailPreferencesSchema>;

/** PUT /Notification/Preferences: 'Preferences saved'; a kind not the user's is a 422. */
export async function saveMailPreferences(payload: MailPreferencesPayload): Promise<MessageAnswer> {
  const { data } = await apiClient.put<MessageAnswer>('/Notification/Preferences', payload);
  return data;
}
