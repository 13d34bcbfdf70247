import { getMyAbsencesPage, logbookMessages } from 'shared-api/logbook';
import type { PagedQueryOptions } from 'shared-ui/table';
import type { AbsenceRequest } from 'shared-api';
import { internKeys } from '../../../api/query-keys';

/** GET /Intern/Absence, a page at a time (newest first): the list of the intern's requests. */
export const myAbsencesList: PagedQueryOptions<AbsenceRequest> = {
  queryKey: internKeys.absences,
  fetchPage: getMyAbsencesPage,
  failureMessage: logbookMessages.couldNotGetAbsences,
};
