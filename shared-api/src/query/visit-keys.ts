import type { Id } from '../types/entities';

/**
 * An intern's workplace visits, under ['user', id] (docs/architecture.md, "Query keys"): the
 * intern's, the workplace supervisor's and the academic supervisor's views share the key.
 */
export const visitKeys = {
  ofIntern: (internId: Id) => ['user', String(internId), 'visits'] as const,
};
