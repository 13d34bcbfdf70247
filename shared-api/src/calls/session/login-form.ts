import { z } from 'zod/mini';
import { passwordMessages } from '../../validation/password';
import { emailSchema } from '../../validation/text';

export const loginSchema = z.object({
  email: emailSchema,
  // Only the presence: old passwords may predate the current rules.
  password: z.string().check(z.minLength(1, passwordMessages.required)),
});
export type LoginPayload = z.infer<typeof loginSchema>;
