import { z } from 'zod';
import { MAX_PAGING, MAX_RESULTS, type Paging } from '../../domain/directories/scim-context';
import { invalidValue } from '../../domain/directories/scim-errors';

/** A list's query: the filter and paging of RFC 7644 §3.4.2, as directories send them. */
export const listQuery = z.looseObject({
  filter: z.string().optional(),
  startIndex: z.string().optional(),
  count: z.string().optional(),
  excludedAttributes: z.string().optional(),
});

const whole = (name: string, text: string | undefined, fallback: number) => {
  if (text === undefined || text === '') return fallback;
  if (!/^-?\d{1,12}$/.test(text)) throw invalidValue(`${name} must be a whole number.`);
  const value = Number(text);
  if (value > MAX_PAGING) throw invalidValue(`${name} may be at most ${MAX_PAGING}.`);
  return value;
};

/**
 * startIndex below 1 is 1 and a negative count 0 (RFC 7644 §3.4.2.4); a count up to
 * MAX_PAGING is served up to maxResults, and beyond it is refused rather than cut.
 */
export function pagingOf(query: z.infer<typeof listQuery>): Paging {
  return {
    startIndex: Math.max(1, whole('startIndex', query.startIndex, 1)),
    count: Math.min(Math.max(0, whole('count', query.count, MAX_RESULTS)), MAX_RESULTS),
  };
}

export const withoutMembers = (query: z.infer<typeof listQuery>) =>
  !(query.excludedAttributes ?? '')
    .split(',')
    .some((name) => name.trim().toLowerCase() === 'members');
