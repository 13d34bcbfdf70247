import { errorMessages, successMessages, useT } from 'shared-api';
import { createSupervisor } from 'shared-api/forms';
import type { PersonPayload } from '../../../components/person-form';
import { PersonFormPage } from '../../../components/person-form-page';
import { useSavePerson } from '../../../hooks/use-save-person';
import { adminPaths } from '../../../api/paths';

/** /adminDashboard/supervisors/add: the server e-mails the new supervisor an invitation. */
export function AddSupervisorPage() {
  const t = useT();
  const save = useSavePerson<PersonPayload>({
    // A new person is no directory's: the form sends the whole person.
    send: (payload) => ('Name' in payload ? createSupervisor(payload) : Promise.reject(payload)),
    successMessage: successMessages.supervisorCreated,
    failureMessage: errorMessages.couldNotCreateSupervisor,
    changes: ['supervisors', 'dashboard'],
    backTo: adminPaths.supervisors,
  });
  return (
    <PersonFormPage
      title={t('Add New Supervisor')}
      submitLabel={t('Add')}
      onSubmit={save}
      backTo={adminPaths.supervisors}
    />
  );
}
