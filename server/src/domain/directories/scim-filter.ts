import { parse, type Filter } from 'scim2-parse-filter';
import { invalidFilter } from './scim-errors';

/** Longer filters are refused before they are parsed (the parser recurses per parenthesis). */
export const MAX_FILTER_CHARS = 1000;
/** And/or nesting a directory needs: Entra ID and Okta send one `eq`, at most two joined. */
const MAX_DEPTH = 4;

/** A filter as this server runs it: equality on a known attribute, joined by and/or. */
export type Condition =
  | { all: Condition[] }
  | { any: Condition[] }
  | { attribute: string; value: string | boolean }
  | { always: boolean };

/**
 * The attributes a resource may be filtered on, by their names in lower case (attribute names
 * are case-insensitive, RFC 7643 §2.1), each to the name the repository knows.
 */
export type FilterAttributes = Record<string, string>;

const CORE_URN = /^urn:ietf:params:scim:schemas:core:2\.0:(user|group):/i;

/**
 * Parses a SCIM filter with scim2-parse-filter and keeps what this server can answer exactly:
 * `eq` on the named attributes, `and`, `or`, and `emails[type eq "work"]` (the only e-mail an
 * account has is its work e-mail). Anything else is `invalidFilter`, said with what was wrong.
 */
export function parseFilter(text: string, attributes: FilterAttributes): Condition {
  if (text.length > MAX_FILTER_CHARS) {
    throw invalidFilter(`The filter is longer than ${MAX_FILTER_CHARS} characters.`);
  }
  if (parenthesesDepth(text) > MAX_DEPTH) {
    throw invalidFilter(`The filter nests deeper than ${MAX_DEPTH} levels.`);
  }
  let filter: Filter;
  try {
    filter = parse(text);
  } catch {
    throw invalidFilter('The filter is not a SCIM filter (RFC 7644 §3.4.2.2).');
  }
  return toCondition(filter, attributes, 0);
}

/** How deep the filter's parentheses and brackets go, outside its quoted strings. */
function parenthesesDepth(text: string) {
  let depth = 0;
  let deepest = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '\\') i++;
      else if (char === '"') quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === '(' || char === '[') deepest = Math.max(deepest, ++depth);
    else if (char === ')' || char === ']') depth--;
  }
  return deepest;
}

function toCondition(filter: Filter, attributes: FilterAttributes, depth: number): Condition {
  if (depth > MAX_DEPTH) throw invalidFilter(`The filter nests deeper than ${MAX_DEPTH} levels.`);
  switch (filter.op) {
    case 'and':
    case 'or': {
      const parts = filter.filters.map((part) => toCondition(part, attributes, depth + 1));
      return filter.op === 'and' ? { all: parts } : { any: parts };
    }
    case '[]': {
      const inner = filter.valFilter;
      const isTypeTest =
        filter.attrPath.replace(CORE_URN, '').toLowerCase() === 'emails' &&
        inner.op === 'eq' &&
        inner.attrPath.toLowerCase() === 'type';
      if (!isTypeTest) throw invalidFilter(`Filtering on ${filter.attrPath}[…] is not supported.`);
      return { always: String(inner.compValue).toLowerCase() === 'work' };
    }
    case 'eq': {
      const name = filter.attrPath.replace(CORE_URN, '').toLowerCase();
      const attribute = attributes[name];
      if (!attribute)
        throw invalidFilter(`The attribute ${filter.attrPath} cannot be filtered on.`);
      const value = filter.compValue;
      if (typeof value !== 'string' && typeof value !== 'boolean') {
        throw invalidFilter(`The value compared with ${filter.attrPath} must be a string.`);
      }
      return { attribute, value };
    }
    default:
      throw invalidFilter(`The operator "${filter.op}" is not supported: use eq, and, or.`);
  }
}
