import type { Id } from '../types/entities';
import { visitKeys } from './visit-keys';

/**
 * The academic supervisor's keys (docs/architecture.md, "Query keys"): the list under
 * ['students'] (its pages under it), a student's views under ['user', id], their visits the key every portal shares.
 */
export const academicKeys = {
  students: () => ['students'] as const,
  student: (id: Id) => ['user', String(id), 'student'] as const,
  weeks: (id: Id) => ['user', String(id), 'signed-weeks'] as const,
  tasks: (id: Id) => ['user', String(id), 'student-tasks'] as const,
  visits: (id: Id) => visitKeys.ofIntern(id),
};
