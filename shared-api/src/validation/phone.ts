import { m } from 'shared-api';
import { z } from 'zod/mini';

/** The phone field's fixed default country (spec §5). */
export const DEFAULT_PHONE_COUNTRY = 'KE';

export const phoneMessages = {
  required: m('The phone number is required'),
  invalid: m('Enter a valid phone number'),
} as const;

// libphonenumber-js and its metadata (about 40 KiB gzipped) load with the first check, not with
// shared-api, which every page loads: the rule is asynchronous, so forms validate with
// parseAsync (zodResolver's default).
const phoneRules = () => import('libphonenumber-js');

/** An international (E.164) phone number that libphonenumber-js accepts as valid. */
export const phoneSchema = z.string({ error: phoneMessages.required }).check(
  z.trim(),
  z.minLength(1, phoneMessages.required),
  z.refine(async (value) => (await phoneRules()).isValidPhoneNumber(value), phoneMessages.invalid),
);
