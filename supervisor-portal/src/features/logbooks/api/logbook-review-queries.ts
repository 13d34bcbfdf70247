import { queryOptions } from '@tanstack/react-query';
import { type Id } from 'shared-api';
import { getLogbookReview } from 'shared-api/logbook';
import { supervisorKeys } from '../../../api/query-keys';

/** GET /Supervisor/Logbook/{id}: the entry with the intern's tasks of that week. */
export const logbookReviewQuery = (id: Id) =>
  queryOptions({ queryKey: supervisorKeys.logbookEntry(id), queryFn: () => getLogbookReview(id) });
