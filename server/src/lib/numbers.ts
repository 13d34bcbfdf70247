import { z } from 'zod';

/**
 * A whole number sent as a JSON number or as its text (select and range inputs give strings).
 * Unlike z.coerce, an empty string or null is an error, not 0.
 */
export function wholeNumber(min: number, max: number, message: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value),
    z
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(max, { error: message }),
  );
}

/** An id in a payload (InternID, AssignedTo, Taskid...). */
export const idField = (field: string) =>
  wholeNumber(1, Number.MAX_SAFE_INTEGER, `The ${field} must be an id.`);
