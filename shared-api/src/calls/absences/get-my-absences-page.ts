import { getPage } from 'shared-api';
import type { AbsenceRequest } from '../../types/logbook';
import type { PageQuery } from '../../types/page';

/** GET /Intern/Absence: one page of the intern's own absence requests, newest first. */
export function getMyAbsencesPage(query: PageQuery) {
  return getPage<AbsenceRequest>('/Intern/Absence', 'Absences', query);
}
