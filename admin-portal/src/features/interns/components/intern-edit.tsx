import { useParams } from 'shared-ui/router';
import { errorMessages, successMessages } from 'shared-api';
import { personalDataMessages } from 'shared-api/personal-data';
import { updateUser } from 'shared-api/forms';
import { PersonFormPage } from '../../../components/person-form-page';
import { PersonalDataActions } from '../../../components/personal-data-actions';
import { useSavePerson } from '../../../hooks/use-save-person';
import { useUserPersonalData } from '../../../hooks/use-user-personal-data';
import { adminPaths } from '../../../api/paths';

/** /adminDashboard/interns/{id}/edit */
export function InternEdit() {
  const { id = '' } = useParams();
  // The catalogue has no admin text for a failed edit: the profile's 'Could not update details'.
  const save = useSavePerson({
    send: (payload) => updateUser(id, payload),
    successMessage: successMessages.detailsUpdated,
    failureMessage: errorMessages.couldNotUpdateDetails,
    changes: ['interns'],
    userId: id,
    backTo: adminPaths.interns,
  });
  const personalData = useUserPersonalData({
    userId: id,
    question: personalDataMessages.confirmEraseIntern,
    changes: ['interns'],
    backTo: adminPaths.interns,
  });
  return (
    <PersonFormPage
      key={id}
      title="Edit Intern Details"
      personId={id}
      loadFailure={errorMessages.couldNotGetInternDetails}
      submitLabel="Save Changes"
      onSubmit={save}
      backTo={adminPaths.interns}
    >
      <PersonalDataActions
        onExport={personalData.exportData}
        onErase={personalData.erase}
        busy={personalData.busy}
      />
    </PersonFormPage>
  );
}
