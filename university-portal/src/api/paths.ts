import type { Id } from 'shared-api';

// The portal's paths in one place: the students and student features link to each other's pages
// without importing each other.

export const UNIVERSITY_BASE_PATH = '/universityDashboard';

export const universityPaths = {
  students: UNIVERSITY_BASE_PATH,
  student: (id: Id) => `${UNIVERSITY_BASE_PATH}/students/${id}`,
  profile: `${UNIVERSITY_BASE_PATH}/profile`,
};
