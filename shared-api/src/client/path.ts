import type { Id } from '../types/entities';

/** Builds a path from literal parts and ids, escaping the ids (they often come from the URL). */
export function apiPath(strings: TemplateStringsArray, ...ids: Id[]): string {
  return strings.reduce(
    (path, part, index) =>
      path + part + (index < ids.length ? encodeURIComponent(String(ids[index])) : ''),
    '',
  );
}
