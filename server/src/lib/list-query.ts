import { z } from 'zod';
import { hasForbiddenCharacters } from './fields';
import { idField, wholeNumber } from './numbers';
import { m, schemaText } from './texts';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 10;
const MAX_TEXT = 200;

const queryText = (field: string) =>
  z
    .string({ error: schemaText(m('The {field} must be a single text value.', { field })) })
    .max(MAX_TEXT, {
      error: schemaText(
        m('The {field} must be at most {max} characters.', { field, max: MAX_TEXT }),
      ),
    })
    .refine((value) => !hasForbiddenCharacters(value), {
      error: schemaText(m('The {field} must not contain control characters.', { field })),
    });

/**
 * The optional list parameters of decisions "Paged lists". `sort` takes the row's own field
 * names; `filter` is the route's one column filter, checked by the route's own schema.
 */
export function listQuerySchema<const S extends string, F extends z.ZodType>(
  sortFields: readonly [S, ...S[]],
  filter: F,
  filterMeaning: string,
) {
  return z.object({
    page: wholeNumber(1, 1_000_000, m('The page must be a whole number of 1 or more.'))
      .optional()
      .describe('1-based page number; with it the answer holds only that page and `Total`'),
    pageSize: wholeNumber(
      1,
      MAX_PAGE_SIZE,
      schemaText(m('The pageSize must be a whole number from 1 to {max}.', { max: MAX_PAGE_SIZE })),
    )
      .optional()
      .describe(`Rows per page, 1 to ${MAX_PAGE_SIZE} (default ${DEFAULT_PAGE_SIZE})`),
    search: queryText('search')
      .optional()
      .describe('Case-insensitive substring over the text columns of the row'),
    filter: filter.optional().describe(filterMeaning),
    sort: z
      .enum(sortFields, {
        error: schemaText(
          m('The sort must be one of: {values}.', { values: sortFields.join(', ') }),
        ),
      })
      .optional()
      .describe('Field of the row to sort by (the id breaks ties)'),
    order: z
      .enum(['asc', 'desc'], { error: m('The order must be asc or desc.') })
      .optional()
      .describe('Direction of `sort` (default asc); ignored without `sort`'),
  });
}

/** An intake's id, or `none`: the default intake (applications made with no intake defined). */
export type IntakeChoice = number | 'none';

/**
 * The `intake` parameter of the admin's application and intern lists and the dashboard's
 * pipeline (docs/decisions.md, "Intakes"); like `attention`, a list parameter of its own.
 */
export const intakeParam = z
  .union([z.literal('none'), idField('intake')], {
    error: m('The intake must be an intake id or none.'),
  })
  .optional()
  .describe("An intake's id: only what was applied for in it; none: the default intake");

/** Free text filter (a name): exact match. */
export const textFilter = (field = 'filter') => queryText(field);

export interface ListQuery<S extends string, F> {
  page?: number;
  pageSize?: number;
  search?: string;
  filter?: F;
  sort?: S;
  order?: 'asc' | 'desc';
}

/** What a repository needs: the parsed parameters as search, filter, sort and a window. */
export interface ListRequest<S extends string, F> {
  search?: string;
  filter?: F;
  sort?: { field: S; order: 'asc' | 'desc' };
  window?: { limit: number; offset: number };
}

/** Null when no list parameter is present: the route answers exactly as before. */
export function toListRequest<S extends string, F>(
  query: ListQuery<S, F>,
): ListRequest<S, F> | null {
  const { page, pageSize, search, filter, sort, order } = query;
  const present = [page, pageSize, search, filter, sort].some((value) => value !== undefined);
  if (!present) return null;
  const trimmed = search?.trim();
  const size = pageSize ?? DEFAULT_PAGE_SIZE;
  return {
    search: trimmed ? trimmed : undefined,
    filter,
    sort: sort === undefined ? undefined : { field: sort, order: order ?? 'asc' },
    window:
      page === undefined && pageSize === undefined
        ? undefined
        : { limit: size, offset: ((page ?? 1) - 1) * size },
  };
}

export const totalField = z
  .number()
  .int()
  .optional()
  .describe('Rows matching search and filter; present only when a list parameter is given');
