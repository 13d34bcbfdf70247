// The logbook's, the absences' and attendance's messages (issue 55), in the catalogue's wording.

export const logbookMessages = {
  couldNotGetLogbook: 'Could not get the Logbook',
  couldNotGetWeek: 'Could not get the Logbook week',
  couldNotSaveDraft: 'Could not save the Logbook entry',
  couldNotSubmitEntry: 'Could not submit the Logbook entry',
  couldNotGetAbsences: 'Could not get Absence Requests',
  couldNotRequestAbsence: 'Could not request the Absence',
  couldNotGetAttendance: 'Could not get Attendance',
  draftSaved: 'Draft saved',
  submittedForReview: 'Submitted for review',
  absenceRequested: 'Absence requested',
} as const;
