import { useNavigate } from 'shared-ui/router';
import { errorMessages, successMessages, type AssignSupervisorPayload } from 'shared-api';
import { assignSupervisor } from 'shared-api/forms';
import { showSuccess } from 'shared-ui/feedback';
import { useFormMutation } from 'shared-ui/mutations';
import { adminPaths } from '../../../api/paths';
import { useInvalidatePeople } from '../../../hooks/use-invalidate-people';

/** PUT /User/{InternID} with InternID and SupervisorID; on success back to the interns. */
export function useAssignSupervisor() {
  const navigate = useNavigate();
  const invalidate = useInvalidatePeople();
  return useFormMutation({
    mutationFn: assignSupervisor,
    failureMessage: errorMessages.couldNotAssignSupervisor,
    onSuccess: (_answer: unknown, payload: AssignSupervisorPayload) => {
      showSuccess(successMessages.supervisorAssigned);
      void invalidate(['interns'], payload.InternID);
      navigate(adminPaths.interns);
    },
  });
}
