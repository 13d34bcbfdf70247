import { queryOptions } from '@tanstack/react-query';
import { type Id } from 'shared-api';
import { getAttendance } from 'shared-api/logbook';
import { internKeys } from '../../../api/query-keys';

/** GET /Attendance/{id}: the intern's days expected, present, excused and absent so far. */
export const attendanceQuery = (userId: Id) =>
  queryOptions({ queryKey: internKeys.attendance(userId), queryFn: () => getAttendance(userId) });
