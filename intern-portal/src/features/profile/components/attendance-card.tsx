import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useCurrentUserId, type Attendance } from 'shared-api';
import { logbookMessages } from 'shared-api/logbook';
import { DetailsTable } from 'shared-ui/details';
import { useQueryFailure } from 'shared-ui/feedback';
import { attendanceQuery } from '../api/attendance-query';

const rowsOf = (attendance: Attendance) => [
  { label: 'Days expected', value: attendance.Expected },
  { label: 'Present', value: attendance.Present },
  { label: 'Excused', value: attendance.Excused },
  { label: 'Absent', value: attendance.Absent },
  {
    label: 'Share present',
    value: attendance.SharePresent === null ? '—' : `${attendance.SharePresent} %`,
  },
];

/** The intern's attendance as their logbook records it, beside their ratings. */
export function AttendanceCard() {
  const userId = useCurrentUserId() ?? 0;
  const query = useQuery(attendanceQuery(userId));
  useQueryFailure(query.error, logbookMessages.couldNotGetAttendance);
  const headingId = useId();
  if (!query.data) return null;
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" gutterBottom>
          Attendance
        </Typography>
        <DetailsTable aria-labelledby={headingId} rows={rowsOf(query.data)} />
      </CardContent>
    </Card>
  );
}
