import { m } from 'shared-api';
import { z } from 'zod/mini';
import { ratingRule } from './field-rules';
import { ruleMessage } from './text';

export const RATING_MIN = ratingRule.min;
export const RATING_MAX = ratingRule.max;

/** The rule's message in English, as the server words it (field-rules.ts). */
export const ratingMessage = ratingRule.message;

// The same message, in the language on screen when the rule is checked.
const ratingError = ruleMessage(m('The rating must be a whole number from {min} to {max}.'), {
  min: RATING_MIN,
  max: RATING_MAX,
});

export const ratingSchema = z
  .number(ratingError)
  .check(z.int(ratingError), z.gte(RATING_MIN, ratingError), z.lte(RATING_MAX, ratingError));
