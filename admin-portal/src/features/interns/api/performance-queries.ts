import { queryOptions } from '@tanstack/react-query';
import { getPerformance, type Id } from 'shared-api';
import { getAttendance } from 'shared-api/logbook';
import { adminKeys } from '../../../api/query-keys';

/** GET /User/{id}; under the user's key, so that an edit of this intern refreshes it. */
export const performanceQuery = (id: Id) =>
  queryOptions({
    queryKey: adminKeys.performance(id),
    queryFn: () => getPerformance(id),
  });

/** GET /Attendance/{id}: beside the performance, under the same user's key. */
export const attendanceQuery = (id: Id) =>
  queryOptions({
    queryKey: adminKeys.attendance(id),
    queryFn: () => getAttendance(id),
  });
