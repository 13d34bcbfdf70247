import type { Id } from 'shared-api';

// The portal's paths in one place: the features link to each other's pages without importing
// each other.

export const INTERN_BASE_PATH = '/internDashboard';

export const internPaths = {
  myTasks: INTERN_BASE_PATH,
  task: (id: Id) => `${INTERN_BASE_PATH}/tasks/${id}`,
  profile: `${INTERN_BASE_PATH}/profile`,
  logbook: `${INTERN_BASE_PATH}/logbook`,
  /** A week of the logbook, named by its Monday (YYYY-MM-DD). */
  logbookWeek: (weekStart: string) => `${INTERN_BASE_PATH}/logbook/${weekStart}`,
  requestAbsence: `${INTERN_BASE_PATH}/logbook/absence`,
};
