import type { Id } from 'shared-api';

// The portal's paths in one place: features link to each other's pages without importing each
// other. The routes in routes.tsx are these paths relative to the base.

export const ADMIN_BASE_PATH = '/adminDashboard';

export const adminPaths = {
  dashboard: ADMIN_BASE_PATH,
  applications: `${ADMIN_BASE_PATH}/applications`,
  scheduleInterview: (id: Id) => `${ADMIN_BASE_PATH}/applications/${id}/scheduleInterview`,
  selectedApplicants: `${ADMIN_BASE_PATH}/selectedApplicants`,
  // The spec fixes this path, 'viewDetails' included.
  interviewDetails: (id: Id) => `${ADMIN_BASE_PATH}/interviewDetails/viewDetails/${id}`,
  interviewSlots: `${ADMIN_BASE_PATH}/interviewSlots`,
  undeliveredMail: `${ADMIN_BASE_PATH}/mail`,
  supervisors: `${ADMIN_BASE_PATH}/supervisors`,
  addSupervisor: `${ADMIN_BASE_PATH}/supervisors/add`,
  editSupervisor: (id: Id) => `${ADMIN_BASE_PATH}/supervisors/${id}/edit`,
  interns: `${ADMIN_BASE_PATH}/interns`,
  editIntern: (id: Id) => `${ADMIN_BASE_PATH}/interns/${id}/edit`,
  letter: (id: Id) => `${ADMIN_BASE_PATH}/interns/${id}/letter`,
  assignSupervisor: `${ADMIN_BASE_PATH}/assignSupervisor`,
  performance: (id: Id) => `${ADMIN_BASE_PATH}/performanceDetails/${id}`,
  positions: `${ADMIN_BASE_PATH}/positions`,
  intakes: `${ADMIN_BASE_PATH}/intakes`,
  universities: `${ADMIN_BASE_PATH}/universities`,
  reports: `${ADMIN_BASE_PATH}/reports`,
  import: `${ADMIN_BASE_PATH}/import`,
  releases: `${ADMIN_BASE_PATH}/releases`,
  signIn: `${ADMIN_BASE_PATH}/signIn`,
  directorySync: `${ADMIN_BASE_PATH}/directorySync`,
  profile: `${ADMIN_BASE_PATH}/profile`,
};
