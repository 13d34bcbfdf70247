import type { Id } from '../types/entities';
import type { PageQuery } from '../types/page';
import { visitKeys } from './visit-keys';

/**
 * The academic supervisor's keys (docs/architecture.md, "Query keys"): the list under
 * ['students'], a student's views under ['user', id], their visits the key every portal shares.
 */
export const academicKeys = {
  students: () => ['students'] as const,
  studentsPage: (query: PageQuery) => ['students', query] as const,
  student: (id: Id) => ['user', String(id), 'student'] as const,
  weeks: (id: Id) => ['user', String(id), 'signed-weeks'] as const,
  weeksPage: (id: Id, page: number, pageSize: number) =>
    ['user', String(id), 'signed-weeks', page, pageSize] as const,
  tasksPage: (id: Id, page: number, pageSize: number) =>
    ['user', String(id), 'student-tasks', page, pageSize] as const,
  visits: (id: Id) => visitKeys.ofIntern(id),
};
