import { m } from 'shared-api';
import { z } from 'zod/mini';
import { fieldRules } from '../../validation/field-rules';
import { requiredText } from '../../validation/text';

/** The name a user gives a new passkey ('Work laptop'), by the server's rule. */
export const passkeyNameSchema = z.object({
  name: requiredText(m('Name'), fieldRules.passkeyName),
});

export type PasskeyNameValues = z.infer<typeof passkeyNameSchema>;
