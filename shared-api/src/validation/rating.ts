import { z } from 'zod';

export const RATING_MIN = 0;
export const RATING_MAX = 100;

export const ratingMessage = `A rating is a whole number from ${RATING_MIN} to ${RATING_MAX}`;

export const ratingSchema = z
  .number({ error: ratingMessage })
  .int(ratingMessage)
  .min(RATING_MIN, ratingMessage)
  .max(RATING_MAX, ratingMessage);
