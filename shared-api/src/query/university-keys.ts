import type { Id } from '../types/entities';

/**
 * The universities' lists (the administrator's pages and the picker's answers sit under `all`,
 * so a change refreshes both) and an intern's academic details, under ['user', id]
 * (docs/architecture.md, "Query keys"): a change of the intern refreshes them too.
 */
export const universityKeys = {
  all: ['universities'] as const,
  list: () => ['universities', 'list'] as const,
  picker: (search: string) => ['universities', 'picker', search] as const,
  academic: (internId: Id) => ['user', String(internId), 'academic'] as const,
};
