import { z } from 'zod';
import { passwordMessages } from '../../validation/password';
import { emailSchema } from '../../validation/text';

export const loginSchema = z.object({
  email: emailSchema,
  // Only the presence: old passwords may predate the current rules.
  password: z.string().min(1, passwordMessages.required),
});
export type LoginPayload = z.infer<typeof loginSchema>;
