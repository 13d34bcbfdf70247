import { useQueryClient } from '@tanstack/react-query';
import { m, type Id } from 'shared-api';
import {
  academicKeys,
  academicMessages,
  countersignWeek,
  downloadStudentLetter,
  downloadStudentLogbook,
  recordVisit,
  type AcademicWeek,
  type VisitPayload,
} from 'shared-api/academic';
import { saveFile } from 'shared-api/save-file';
import { showSuccess } from 'shared-ui/feedback';
import { useConfirmedMutation, useFormMutation } from 'shared-ui/mutations';

const countersignQuestion = m('Countersign this signed week? It cannot be undone.');

/**
 * POST /Academic/Logbook/{entryId}/Countersign, after a confirmation: the week's row, the
 * student's page (a logbook copy may now be made) and the students' counts change.
 */
export function useCountersign(studentId: Id) {
  const queryClient = useQueryClient();
  return useConfirmedMutation({
    mutationFn: (week: AcademicWeek) => countersignWeek(week.Id),
    confirm: () => ({ question: countersignQuestion, confirmText: m('Countersign') }),
    failureMessage: academicMessages.couldNotCountersign,
    // Countersigned already, or no longer signed: the server's 409 says which.
    explainedStatuses: [409],
    idOf: (week: AcademicWeek) => week.Id,
    onSuccess: async () => {
      showSuccess(academicMessages.weekCountersigned);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: academicKeys.weeks(studentId), exact: true }),
        queryClient.invalidateQueries({ queryKey: academicKeys.student(studentId), exact: true }),
        queryClient.invalidateQueries({ queryKey: academicKeys.students() }),
      ]);
    },
  });
}

/** POST /Academic/Students/{id}/Visits: only the visits change. */
export function useRecordVisit(studentId: Id, onRecorded: () => void) {
  const queryClient = useQueryClient();
  return useFormMutation({
    mutationFn: (payload: VisitPayload) => recordVisit(studentId, payload),
    failureMessage: academicMessages.couldNotRecordVisit,
    onSuccess: async () => {
      showSuccess(academicMessages.visitRecorded);
      onRecorded();
      await queryClient.invalidateQueries({
        queryKey: academicKeys.visits(studentId),
        exact: true,
      });
    },
  });
}

/** The letter or the logbook copy as a PDF file; a refusal (404, 409) says why. */
export function useDownload(studentId: Id) {
  return useConfirmedMutation({
    mutationFn: (what: 'letter' | 'logbook') =>
      what === 'letter' ? downloadStudentLetter(studentId) : downloadStudentLogbook(studentId),
    failureMessage: (what: 'letter' | 'logbook') =>
      what === 'letter'
        ? academicMessages.couldNotDownloadLetter
        : academicMessages.couldNotDownloadLogbook,
    explainedStatuses: [404, 409],
    onSuccess: (pdf: Blob, what: 'letter' | 'logbook') =>
      saveFile(what === 'letter' ? 'letter.pdf' : 'logbook.pdf', pdf),
  });
}
