import { useQueryClient } from '@tanstack/react-query';
import { type AbsenceRequest } from 'shared-api';
import { logbookReviewMessages } from 'shared-api/logbook';
import {
  approveAbsence,
  declineAbsence,
  type ApproveAbsencePayload,
  type DeclineAbsencePayload,
} from 'shared-api/forms';
import { showSuccess } from 'shared-ui/feedback';
import { useFormMutation } from 'shared-ui/mutations';
import { supervisorKeys } from '../../../api/query-keys';

/** A decision changes the requests, the dashboard's count and (approved) the intern's attendance. */
function useAfterDecision(request: AbsenceRequest) {
  const queryClient = useQueryClient();
  return (message: string) => {
    showSuccess(message);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: supervisorKeys.absences }),
      queryClient.invalidateQueries({ queryKey: supervisorKeys.logbookCounts, exact: true }),
      queryClient.invalidateQueries({ queryKey: supervisorKeys.attendance(request.InternId) }),
    ]);
  };
}

/** POST /Supervisor/Absence/{id}/Approve, with a remark or none: 'Absence approved'. */
export function useApproveAbsence(request: AbsenceRequest) {
  const after = useAfterDecision(request);
  return useFormMutation({
    mutationFn: (payload: ApproveAbsencePayload) => approveAbsence(request.Id, payload),
    failureMessage: logbookReviewMessages.couldNotApproveAbsence,
    onSuccess: () => after(logbookReviewMessages.absenceApproved),
  });
}

/** POST /Supervisor/Absence/{id}/Decline with the required remark: 'Absence declined'. */
export function useDeclineAbsence(request: AbsenceRequest) {
  const after = useAfterDecision(request);
  return useFormMutation({
    mutationFn: (payload: DeclineAbsencePayload) => declineAbsence(request.Id, payload),
    failureMessage: logbookReviewMessages.couldNotDeclineAbsence,
    onSuccess: () => after(logbookReviewMessages.absenceDeclined),
  });
}
