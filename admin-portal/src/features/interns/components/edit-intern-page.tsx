import { errorMessages, useT } from 'shared-api';
import { personalDataMessages } from 'shared-api/personal-data';
import { UniversitySection } from 'shared-ui/university';
import { PersonEdit } from '../../../components/person-edit';
import { adminPaths } from '../../../api/paths';

/** /adminDashboard/interns/{id}/edit */
export function EditInternPage() {
  const t = useT();
  return (
    <PersonEdit
      title={t('Edit Intern Details')}
      loadFailure={errorMessages.couldNotGetInternDetails}
      eraseQuestion={personalDataMessages.confirmEraseIntern}
      changes={['interns']}
      backTo={adminPaths.interns}
      sections={(id) => <UniversitySection owner={{ internId: id }} framed={false} />}
    />
  );
}
