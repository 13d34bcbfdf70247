import { queryOptions } from '@tanstack/react-query';
import { getMyInterns } from 'shared-api';
import { supervisorKeys } from '../../../api/query-keys';

/** GET /Supervisor/User/MyInterns */
export const myInternsQuery = () =>
  queryOptions({ queryKey: supervisorKeys.myInterns, queryFn: getMyInterns });
