import { useQueryClient } from '@tanstack/react-query';
import { logbookMessages } from 'shared-api/logbook';
import { requestAbsence, type AbsenceRequestPayload } from 'shared-api/forms';
import { showSuccess } from 'shared-ui/feedback';
import { useFormMutation } from 'shared-ui/mutations';
import { useNavigate } from 'shared-ui/router';
import { internPaths } from '../../../api/paths';
import { internKeys } from '../../../api/query-keys';

/**
 * POST /Intern/Absence; on success 'Absence requested' and back to the Logbook. A pending
 * request excuses nothing yet, so only the list of requests changes.
 */
export function useRequestAbsence() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useFormMutation({
    mutationFn: (payload: AbsenceRequestPayload) => requestAbsence(payload),
    failureMessage: logbookMessages.couldNotRequestAbsence,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: internKeys.absences });
      showSuccess(logbookMessages.absenceRequested);
      navigate(internPaths.logbook);
    },
  });
}
