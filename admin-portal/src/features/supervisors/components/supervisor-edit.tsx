import { useParams } from 'shared-ui/router';
import { errorMessages, successMessages } from 'shared-api';
import { personalDataMessages } from 'shared-api/personal-data';
import { updateUser } from 'shared-api/forms';
import { PersonFormPage } from '../../../components/person-form-page';
import { PersonalDataActions } from '../../../components/personal-data-actions';
import { useSavePerson } from '../../../hooks/use-save-person';
import { useUserPersonalData } from '../../../hooks/use-user-personal-data';
import { adminPaths } from '../../../api/paths';

/** /adminDashboard/supervisors/{id}/edit */
export function SupervisorEdit() {
  const { id = '' } = useParams();
  // The catalogue has no admin text for a failed edit: the profile's 'Could not update details'.
  const save = useSavePerson({
    send: (payload) => updateUser(id, payload),
    successMessage: successMessages.detailsUpdated,
    failureMessage: errorMessages.couldNotUpdateDetails,
    // The interns list shows the supervisor's name.
    changes: ['supervisors', 'interns'],
    userId: id,
    backTo: adminPaths.supervisors,
  });
  const personalData = useUserPersonalData({
    userId: id,
    question: personalDataMessages.confirmEraseSupervisor,
    changes: ['supervisors', 'interns'],
    backTo: adminPaths.supervisors,
  });
  return (
    <PersonFormPage
      key={id}
      title="Edit Supervisor Details"
      personId={id}
      loadFailure={errorMessages.couldNotGetSupervisorDetails}
      submitLabel="Save Changes"
      onSubmit={save}
      backTo={adminPaths.supervisors}
    >
      <PersonalDataActions
        onExport={personalData.exportData}
        onErase={personalData.erase}
        busy={personalData.busy}
      />
    </PersonFormPage>
  );
}
