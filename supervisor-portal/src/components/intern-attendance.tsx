import { useQuery } from '@tanstack/react-query';
import { type Id } from 'shared-api';
import { logbookMessages } from 'shared-api/logbook';
import { AttendanceCard } from 'shared-ui/attendance';
import { useQueryFailure } from 'shared-ui/feedback';
import { attendanceQuery } from '../api/attendance-queries';

/** The intern's Attendance card, on the performance page and beside the evaluation's ratings. */
export function InternAttendance({ internId }: { internId: Id }) {
  const query = useQuery(attendanceQuery(internId));
  useQueryFailure(query.error, logbookMessages.couldNotGetAttendance);
  return (
    <AttendanceCard
      attendance={query.data}
      error={query.error}
      failureMessage={logbookMessages.couldNotGetAttendance}
    />
  );
}
