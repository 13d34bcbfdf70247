import { errorMessages, successMessages } from 'shared-api';
import { createSupervisor } from 'shared-api/forms';
import { PersonFormPage } from '../../../components/person-form-page';
import { useSavePerson } from '../../../hooks/use-save-person';
import { adminPaths } from '../../../api/paths';

/** /adminDashboard/supervisors/add: the server e-mails the new supervisor an invitation. */
export function AddSupervisorPage() {
  const save = useSavePerson({
    send: createSupervisor,
    successMessage: successMessages.supervisorCreated,
    failureMessage: errorMessages.couldNotCreateSupervisor,
    changes: ['supervisors', 'dashboard'],
    backTo: adminPaths.supervisors,
  });
  return (
    <PersonFormPage
      title="Add New Supervisor"
      submitLabel="Add"
      onSubmit={save}
      backTo={adminPaths.supervisors}
    />
  );
}
