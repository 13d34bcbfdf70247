import { queryOptions } from '@tanstack/react-query';
import { getMyInterns } from 'shared-api';
import { supervisorKeys } from './query-keys';

/** GET /Supervisor/User/MyInterns */
export const myInternsQuery = () =>
  queryOptions({ queryKey: supervisorKeys.myInterns, queryFn: getMyInterns });
