import { z } from 'zod/mini';
import { ratingRule } from './field-rules';

export const RATING_MIN = ratingRule.min;
export const RATING_MAX = ratingRule.max;

export const ratingMessage = ratingRule.message;

export const ratingSchema = z
  .number({ error: ratingMessage })
  .check(z.int(ratingMessage), z.gte(RATING_MIN, ratingMessage), z.lte(RATING_MAX, ratingMessage));
