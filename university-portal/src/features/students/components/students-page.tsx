import { useT } from 'shared-api';
import { PageTitle } from 'shared-ui/layout';

/** /universityDashboard: the academic supervisor's students. */
export function StudentsPage() {
  const t = useT();
  return <PageTitle>{t('My students')}</PageTitle>;
}
