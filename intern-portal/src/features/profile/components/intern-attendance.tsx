import { useQuery } from '@tanstack/react-query';
import { useCurrentUserId } from 'shared-api';
import { logbookMessages } from 'shared-api/logbook';
import { AttendanceCard } from 'shared-ui/attendance';
import { useQueryFailure } from 'shared-ui/feedback';
import { attendanceQuery } from '../api/attendance-query';

/** The intern's attendance as their logbook records it, beside their ratings: the shared card. */
export function InternAttendance() {
  const userId = useCurrentUserId() ?? 0;
  const query = useQuery(attendanceQuery(userId));
  useQueryFailure(query.error, logbookMessages.couldNotGetAttendance);
  return (
    <AttendanceCard
      attendance={query.data}
      error={query.error}
      failureMessage={logbookMessages.couldNotGetAttendance}
    />
  );
}
