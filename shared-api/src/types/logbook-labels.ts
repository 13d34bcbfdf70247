// By the package's name: this file is bundled with shared-api/logbook and shared-api/forms.
import { m } from 'shared-api';
import type { AbsenceReason, AbsenceState, LogbookState } from './logbook';

// How the screens name the logbook's and the absences' values (the API's are lower case),
// marked for the catalogues and shown with t().

export const LOGBOOK_STATE_LABELS: Record<LogbookState, string> = {
  'not started': m('Not started'),
  draft: m('Draft'),
  submitted: m('Submitted'),
  returned: m('Returned'),
  signed: m('Signed'),
};

export const ABSENCE_REASONS = [
  'sick',
  'exam',
  'personal',
  'other',
] as const satisfies readonly AbsenceReason[];

export const ABSENCE_REASON_LABELS: Record<AbsenceReason, string> = {
  sick: m('Sick'),
  exam: m('Exam'),
  personal: m('Personal'),
  other: m('Other'),
};

export const ABSENCE_STATE_LABELS: Record<AbsenceState, string> = {
  pending: m('Pending'),
  approved: m('Approved'),
  declined: m('Declined'),
};
