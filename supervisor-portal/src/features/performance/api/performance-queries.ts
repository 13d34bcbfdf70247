import { queryOptions } from '@tanstack/react-query';
import { getInternPerformance, type Id } from 'shared-api';
import { supervisorKeys } from '../../../api/query-keys';

/** GET /Supervisor/Perfomance/{id}: one of the supervisor's interns. */
export const performanceQuery = (internId: Id) =>
  queryOptions({
    queryKey: supervisorKeys.performance(internId),
    queryFn: () => getInternPerformance(internId),
  });
