import { m } from 'shared-api';
import { z } from 'zod/mini';

const CODE_REQUIRED = m('Enter the code your app shows.');

/** A code from the app (six digits), or a recovery code where the form allows one. */
const code = z
  .string(CODE_REQUIRED)
  .check(z.trim(), z.minLength(1, CODE_REQUIRED), z.maxLength(40, CODE_REQUIRED));

export const twoFactorCodeSchema = z.object({ code });
export type TwoFactorCodeValues = z.infer<typeof twoFactorCodeSchema>;

export const disableTwoFactorSchema = z.object({
  password: z
    .string(m('The password field is required.'))
    .check(z.minLength(1, m('The password field is required.'))),
  code,
});
export type DisableTwoFactorValues = z.infer<typeof disableTwoFactorSchema>;
