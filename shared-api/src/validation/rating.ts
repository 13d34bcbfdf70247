import { z } from 'zod/mini';

export const RATING_MIN = 0;
export const RATING_MAX = 100;

export const ratingMessage = `A rating is a whole number from ${RATING_MIN} to ${RATING_MAX}`;

export const ratingSchema = z
  .number({ error: ratingMessage })
  .check(z.int(ratingMessage), z.gte(RATING_MIN, ratingMessage), z.lte(RATING_MAX, ratingMessage));
