import { queryOptions } from '@tanstack/react-query';
import { type Id } from 'shared-api';
import { getAttendance } from 'shared-api/logbook';
import { supervisorKeys } from './query-keys';

/** GET /Attendance/{internId}: under the intern's key, beside their performance. */
export const attendanceQuery = (internId: Id) =>
  queryOptions({
    queryKey: supervisorKeys.attendance(internId),
    queryFn: () => getAttendance(internId),
  });
