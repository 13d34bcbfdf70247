// The message catalogue of spec §8, letter for letter (typos included: screens are tested on them).
// Each is marked for the catalogues with m() and shown with t() (shared-ui translates what it shows).
import { m } from '../i18n/use-t';

export const errorMessages = {
  emailDoesNotExist: m('Email does not exist'),
  couldNotGetPositions: m('Could not get Positions'),
  couldNotMakeApplication: m('Could not make an Application'),
  passwordCouldNotBeReset: m('Password could not be reset!'),
  couldNotGetYourDetails: m('Could not get your details'),
  couldNotUpdateDetails: m('Could not update details'),
  couldNotGetProfileDetails: m('Could not get profile details'),
  couldNotLogout: m('Could not logout'),
  couldNotGetTaskDetails: m('Could not get Task Details'),
  couldNotCompleteTasks: m('Could not Complete Tasks'),
  couldNotCompleteTask: m('Could not Complete Task'),
  couldNotUpdateComment: m('Could not update comment'),
  couldNotAddComment: m('Could not add comment'),
  couldNotGetTasks: m('Could not get Tasks'),
  couldNotSendRequest: m('Could not send request'),
  couldNotMakeTheRequest: m('Could not make the request!'),
  couldNotAssignTask: m('Could not assign Task'),
  couldNotUpdateTask: m('Could not update Task'),
  couldNotGetInterns: m('Could not get Interns'),
  couldNotAddRating: m('Could not add rating'),
  couldNotUpdateRemark: m('Could not update remark'),
  couldNotAddRemark: m('Could not add remark'),
  couldNotSignUp: m('Could not Sign Up'),
  couldNotGetPerformanceDetails: m('Could not get performance details'),
  couldNotLogin: m('Could not Login'),
  // Admin screens
  couldNotGetPositionDetails: m('Could not get Position Details'),
  couldNotGetApplications: m('Could not get Applications'),
  couldNotLoadCv: m('Could Not Load Cv'),
  couldNotLoadLetter: m('Could Not Load Letter'),
  couldNotDeclineApplication: m('Could Not Decline Application'),
  couldNotGetSupervisorDetails: m('Could not get Supervisor Details'),
  couldNotGetInternDetails: m('Could not get Intern Details'),
  couldNotCreateSupervisor: m('Could not create supervisor'),
  couldNotAssignSupervisor: m('Could Not Assign Supervisor'),
  couldNotGetStatisticsDetails: m('Could not get Statistics Details'),
  couldNotDeleteIntern: m('Could not delete Intern'),
  couldNotDeletePosition: m('Could not delete Position'),
  couldNotAddNewPosition: m('Could not add new Position'),
  couldNotUpdatePosition: m('Could Not Update Position'),
  couldNotGetInternEmail: m('Could not get Intern Email'),
  emailWasNotSent: m('Email was not sent'),
  couldNotGetInterviewDetails: m('Could not get Interview Details'),
  applicationCouldNotBeAccepted: m('Application could not be Accepted'),
  couldNotRejectApplication: m('Could not reject application'),
  couldNotGetSupervisors: m('Could not get Supervisors'),
  couldNotDeleteSupervisor: m('Could not delete Supervisor'),
} as const;

export const confirmMessages = {
  declineApplication: m('Are you sure you want to decline this application?'),
  deleteIntern: m('Are you sure you want to delete this intern?'),
  deletePosition: m('Are you sure you want to delete this position?'),
  deleteSupervisor: m('Are you sure you want to delete this supervisor?'),
  acceptApplication: m('Do you want to accept the application for the applied position?'),
  rejectApplication: m('Do you want to reject the application for the applied position?'),
  requestPasswordReset: m('Do you want to request a password reset? You will be logged out!'),
} as const;

export const successMessages = {
  applicationSent: m('You will receive an email regarding your application'),
  detailsUpdated: m('Details Updated'),
  passwordReset: m('Password Reset Successfully!'),
  checkYourEmail: m('Please check your email!'),
  signedUp: m('Sign Up Successfull. You can login now'),
  taskAssigned: m('Task Assigned Successfully'),
  taskUpdated: m('Task Updated'),
  ratingAdded: m('Rating added'),
  commentAdded: m('Comment Added Successfully'),
  commentUpdated: m('Comment Updated Successfully'),
  remarkAdded: m('Remark Added Successfully'),
  remarkUpdated: m('Remark Updated Successfully'),
  supervisorCreated: m('Supervisor Created'),
  supervisorAssigned: m('Supervisor Assigned'),
  applicationDeclined: m('Application Declined'),
  internDeleted: m('Intern Deleted'),
  positionDeleted: m('Position Deleted'),
  positionAdded: m('New Position Added'),
  positionUpdated: m('Position Updated Successfully'),
  emailSent: m('Email sent Successfully'),
  applicantAccepted: m('Applicant Accepted'),
  applicantRejected: m('Applicant Rejected'),
  supervisorDeleted: m('Supervisor Deleted'),
} as const;

export const pageMessages = {
  notFound: m('Oops! Sorry, the page you are looking for cannot be found!'),
  unauthorized: m('Sorry, you are unauthorized to access this page'),
  unexpected: m('Unexpected Application Error!'),
} as const;

export type ErrorMessage = (typeof errorMessages)[keyof typeof errorMessages];
export type SuccessMessage = (typeof successMessages)[keyof typeof successMessages];
export type ConfirmMessage = (typeof confirmMessages)[keyof typeof confirmMessages];
