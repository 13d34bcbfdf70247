import { queryOptions } from '@tanstack/react-query';
import { getPerformance, type Id } from 'shared-api';
import { internKeys } from '../../../api/query-keys';

/** GET /User/{id}: the intern's task ratings and overall performance. */
export const performanceQuery = (userId: Id) =>
  queryOptions({ queryKey: internKeys.performance(userId), queryFn: () => getPerformance(userId) });
