// The supervisor's logbook review and absence decisions (issue 55), in the catalogue's wording.

export const logbookReviewMessages = {
  // Failures
  couldNotGetLogbooks: 'Could not get Logbooks',
  couldNotGetLogbookEntry: 'Could not get the Logbook entry',
  couldNotGetLogbookCounts: 'Could not get the Logbook counts',
  couldNotSignEntry: 'Could not sign the Logbook entry',
  couldNotReturnEntry: 'Could not return the Logbook entry',
  couldNotApproveAbsence: 'Could not approve the Absence',
  couldNotDeclineAbsence: 'Could not decline the Absence',
  // Outcomes, as the server words them
  entrySigned: 'Entry signed',
  entryReturned: 'Entry returned',
  absenceApproved: 'Absence approved',
  absenceDeclined: 'Absence declined',
} as const;

/** The supervisor's dashboard lines (My Interns), shown when the count is above 0. */
export const waitingEntriesLine = (count: number) =>
  count === 1
    ? '1 logbook entry waits for your signature'
    : `${count} logbook entries wait for your signature`;
export const pendingAbsencesLine = (count: number) =>
  count === 1
    ? '1 absence request waits for a decision'
    : `${count} absence requests wait for a decision`;
