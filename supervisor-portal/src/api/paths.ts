import type { Id } from 'shared-api';

// The portal's paths in one place: the interns, tasks and performance features link to each
// other's pages without importing each other.

export const SUPERVISOR_BASE_PATH = '/supervisorDashboard';

export const supervisorPaths = {
  myInterns: SUPERVISOR_BASE_PATH,
  assignedTasks: `${SUPERVISOR_BASE_PATH}/assignedTasks`,
  assignTask: (name: string, id: Id) =>
    `${SUPERVISOR_BASE_PATH}/assignTask/${encodeURIComponent(name)}/${id}`,
  taskDetails: (id: Id) => `${SUPERVISOR_BASE_PATH}/taskDetails/${id}`,
  editTask: (id: Id) => `${SUPERVISOR_BASE_PATH}/taskDetails/${id}/edit`,
  performance: (id: Id) => `${SUPERVISOR_BASE_PATH}/performanceDetails/${id}`,
  evaluation: (id: Id) => `${SUPERVISOR_BASE_PATH}/interns/${id}/evaluation`,
  profile: `${SUPERVISOR_BASE_PATH}/profile`,
  logbooks: `${SUPERVISOR_BASE_PATH}/logbooks`,
  logbookEntry: (id: Id) => `${SUPERVISOR_BASE_PATH}/logbooks/${id}`,
};
