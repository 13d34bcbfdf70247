import { getPage } from 'shared-api';
import type { AbsenceRequest } from '../../types/logbook';
import type { PageQuery } from '../../types/page';

/**
 * GET /Supervisor/Absence, one page of the absence requests of the supervisor's interns:
 * pending first, then newest; `filter` keeps one state, `search` matches the intern's name.
 */
export function getAbsenceRequestsPage(query: PageQuery) {
  return getPage<AbsenceRequest>('/Supervisor/Absence', 'Absences', query);
}
