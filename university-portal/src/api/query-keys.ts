import type { Id } from 'shared-api';

/**
 * The portal's query keys in one place (the policy is in docs/architecture.md): a countersignature
 * or a visit changes the student's page and the students' figures, so features invalidate each
 * other's keys from here.
 */
export const universityKeys = {
  students: ['students'] as const,
  student: (id: Id) => ['student', String(id)] as const,
};
