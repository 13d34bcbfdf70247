import { useT } from 'shared-api';
import { PageTitle } from 'shared-ui/layout';

/** /universityDashboard/students/{id}: one of the academic supervisor's students. */
export function StudentPage() {
  const t = useT();
  return <PageTitle>{t('Student')}</PageTitle>;
}
