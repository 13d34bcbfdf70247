// The logbook's, the absences' and attendance's messages (issue 55), in the catalogue's wording.
// By the package's name: this file is bundled with shared-api/logbook.
import { m } from 'shared-api';

export const logbookMessages = {
  couldNotGetLogbook: m('Could not get the Logbook'),
  couldNotGetWeek: m('Could not get the Logbook week'),
  couldNotSaveDraft: m('Could not save the Logbook entry'),
  couldNotSubmitEntry: m('Could not submit the Logbook entry'),
  couldNotGetAbsences: m('Could not get Absence Requests'),
  couldNotRequestAbsence: m('Could not request the Absence'),
  couldNotGetAttendance: m('Could not get Attendance'),
  draftSaved: m('Draft saved'),
  submittedForReview: m('Submitted for review'),
  absenceRequested: m('Absence requested'),
} as const;
