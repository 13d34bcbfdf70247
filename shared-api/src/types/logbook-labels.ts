import type { AbsenceReason, AbsenceState, LogbookState } from './logbook';

// How the screens name the logbook's and the absences' values (the API's are lower case).

export const LOGBOOK_STATE_LABELS: Record<LogbookState, string> = {
  'not started': 'Not started',
  draft: 'Draft',
  submitted: 'Submitted',
  returned: 'Returned',
  signed: 'Signed',
};

export const ABSENCE_REASONS = [
  'sick',
  'exam',
  'personal',
  'other',
] as const satisfies readonly AbsenceReason[];

export const ABSENCE_REASON_LABELS: Record<AbsenceReason, string> = {
  sick: 'Sick',
  exam: 'Exam',
  personal: 'Personal',
  other: 'Other',
};

export const ABSENCE_STATE_LABELS: Record<AbsenceState, string> = {
  pending: 'Pending',
  approved: 'Approved',
  declined: 'Declined',
};
