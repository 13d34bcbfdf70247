import { m } from 'shared-api';

/** The academic supervisor's screens' catalogue messages (a failure the server did not explain). */
export const academicMessages = {
  couldNotGetStudents: m('Could not get your students'),
  couldNotGetStudent: m('Could not get this student'),
  couldNotGetWeeks: m('Could not get the logbook'),
  couldNotGetTasks: m('Could not get the tasks'),
  couldNotCountersign: m('Could not countersign the week'),
  couldNotRecordVisit: m('Could not record the visit'),
  couldNotDownloadLetter: m('Could not download the letter'),
  couldNotDownloadLogbook: m('Could not download the logbook'),
  couldNotGetAttendance: m('Could not get the attendance'),
  weekCountersigned: m('Week countersigned'),
  visitRecorded: m('Visit recorded'),
} as const;
