import { queryOptions } from '@tanstack/react-query';
import { type Id } from 'shared-api';
import { getMyVisits, visitKeys } from 'shared-api/visits';

/** GET /Intern/Visits: the academic supervisor's visits to the intern, under the intern's key. */
export const myVisitsQuery = (userId: Id) =>
  queryOptions({ queryKey: visitKeys.ofIntern(userId), queryFn: getMyVisits });
