import { errorMessages, useT } from 'shared-api';
import { personalDataMessages } from 'shared-api/personal-data';
import { PersonEdit } from '../../../components/person-edit';
import { adminPaths } from '../../../api/paths';

/** /adminDashboard/supervisors/{id}/edit */
export function EditSupervisorPage() {
  const t = useT();
  return (
    <PersonEdit
      title={t('Edit Supervisor Details')}
      loadFailure={errorMessages.couldNotGetSupervisorDetails}
      eraseQuestion={personalDataMessages.confirmEraseSupervisor}
      // The interns list shows the supervisor's name.
      changes={['supervisors', 'interns']}
      backTo={adminPaths.supervisors}
    />
  );
}
