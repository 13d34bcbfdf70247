import { queryOptions } from '@tanstack/react-query';
import { getPerformance, type Id } from 'shared-api';
import { adminKeys } from '../../../api/query-keys';

/** GET /User/{id}; under the user's key, so that an edit of this intern refreshes it. */
export const performanceQuery = (id: Id) =>
  queryOptions({
    queryKey: adminKeys.performance(id),
    queryFn: () => getPerformance(id),
  });
