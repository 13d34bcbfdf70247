// The supervisor's logbook review and absence decisions (issue 55), in the catalogue's wording.
// By the package's name: this file is bundled with shared-api/logbook.
import { m, translate } from 'shared-api';

export const logbookReviewMessages = {
  // Failures
  couldNotGetLogbooks: m('Could not get Logbooks'),
  couldNotGetLogbookEntry: m('Could not get the Logbook entry'),
  couldNotGetLogbookCounts: m('Could not get the Logbook counts'),
  couldNotSignEntry: m('Could not sign the Logbook entry'),
  couldNotReturnEntry: m('Could not return the Logbook entry'),
  couldNotApproveAbsence: m('Could not approve the Absence'),
  couldNotDeclineAbsence: m('Could not decline the Absence'),
  // Outcomes, as the server words them
  entrySigned: m('Entry signed'),
  entryReturned: m('Entry returned'),
  absenceApproved: m('Absence approved'),
  absenceDeclined: m('Absence declined'),
} as const;

/**
 * The supervisor's dashboard lines (My Interns), shown when the count is above 0: in the
 * language on screen when called (the component draws them again when it changes).
 */
export const waitingEntriesLine = (count: number) =>
  translate(
    '{count, plural, one {# logbook entry waits for your signature} other {# logbook entries wait for your signature}}',
    { count },
  );
export const pendingAbsencesLine = (count: number) =>
  translate(
    '{count, plural, one {# absence request waits for a decision} other {# absence requests wait for a decision}}',
    { count },
  );
