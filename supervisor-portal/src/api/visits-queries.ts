import { queryOptions } from '@tanstack/react-query';
import { type Id } from 'shared-api';
import { getInternVisits, visitKeys } from 'shared-api/visits';

/** GET /Supervisor/Intern/{id}/Visits: the academic supervisor's visits, under the intern's key. */
export const internVisitsQuery = (internId: Id) =>
  queryOptions({
    queryKey: visitKeys.ofIntern(internId),
    queryFn: () => getInternVisits(internId),
  });
