import { z } from 'zod';
import { m, schemaText } from './texts';

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

/**
 * The largest id either database can hold: ids are 32-bit `integer`/`serial` columns, so a
 * larger one can name no record (and PostgreSQL refuses to compare it with one).
 */
export const MAX_DB_ID = 2_147_483_647;

/** An id in a payload (InternID, AssignedTo, Taskid, Position...): an integer or its text. */
export const idField = (field: string) =>
  wholeNumber(1, MAX_DB_ID, schemaText(m('The {field} must be an id.', { field })));
