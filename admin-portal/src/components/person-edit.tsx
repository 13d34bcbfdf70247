import type { ReactNode } from 'react';
import { errorMessages, successMessages, useT } from 'shared-api';
import { updateUser } from 'shared-api/forms';
import { useParams } from 'shared-ui/router';
import { useSavePerson } from '../hooks/use-save-person';
import { useUserPersonalData } from '../hooks/use-user-personal-data';
import type { PeopleKey } from '../api/people-queries';
import type { PersonPayload } from './person-form';
import { PersonFormPage } from './person-form-page';
import { PersonalDataActions } from './personal-data-actions';
import { UserSignInSection } from './user-sign-in-section';

export interface PersonEditProps {
  title: string;
  loadFailure: string;
  /** The confirmation before erasing this kind of person. */
  eraseQuestion: string;
  /** The lists a change or an erasure of this person shows differently. */
  changes: PeopleKey[];
  backTo: string;
  /** Sections of this kind of person, by their id (an intern's University). */
  sections?: (id: string) => ReactNode;
}

/** An intern's or supervisor's edit page: the person form, then their personal-data actions. */
export function PersonEdit({
  title,
  loadFailure,
  eraseQuestion,
  changes,
  backTo,
  sections,
}: PersonEditProps) {
  const t = useT();
  const { id = '' } = useParams();
  // The catalogue has no admin text for a failed edit: the profile's 'Could not update details'.
  const save = useSavePerson<PersonPayload>({
    send: (payload) => updateUser(id, payload),
    successMessage: successMessages.detailsUpdated,
    failureMessage: errorMessages.couldNotUpdateDetails,
    changes,
    userId: id,
    backTo,
  });
  const personalData = useUserPersonalData({
    userId: id,
    question: eraseQuestion,
    changes,
    backTo,
  });
  return (
    <PersonFormPage
      key={id}
      title={title}
      personId={id}
      loadFailure={loadFailure}
      submitLabel={t('Save Changes')}
      onSubmit={save}
      backTo={backTo}
    >
      <PersonalDataActions
        onExport={personalData.exportData}
        onErase={personalData.erase}
        busy={personalData.busy}
      />
      {sections?.(id)}
      <UserSignInSection userId={id} />
    </PersonFormPage>
  );
}
