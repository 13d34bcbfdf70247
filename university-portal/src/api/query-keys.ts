import type { Id } from 'shared-api';
import { academicKeys } from 'shared-api/academic';

/**
 * The portal's query keys in one place (the policy is in docs/architecture.md), shared-api's
 * `academicKeys`: the students' list, and everything about a student under ['user', id], so a
 * notification about them refreshes each of their views.
 */
export const universityKeys = {
  students: academicKeys.students(),
  student: (id: Id) => ['user', String(id)] as const,
};
