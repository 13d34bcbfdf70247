import { isValidPhoneNumber } from 'libphonenumber-js';
import { z } from 'zod';

/** The phone field's fixed default country (spec §5). */
export const DEFAULT_PHONE_COUNTRY = 'KE';

export const phoneMessages = {
  required: 'The phone number is required',
  invalid: 'Enter a valid phone number',
} as const;

/** An international (E.164) phone number that libphonenumber-js accepts as valid. */
export const phoneSchema = z
  .string({ error: phoneMessages.required })
  .trim()
  .min(1, phoneMessages.required)
  .refine((value) => isValidPhoneNumber(value), phoneMessages.invalid);
