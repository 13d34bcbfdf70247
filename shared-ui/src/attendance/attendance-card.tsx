import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useT, type Attendance } from 'shared-api';
import { DetailsTable } from '../details/details-table';
import { InlineLoading } from '../feedback/inline-loading';

/** '92 %', or '—' when no day was expected outside excused ones. */
export function formatSharePresent(share: number | null): string {
  return share === null ? '—' : `${share} %`;
}

export interface AttendanceCardProps {
  /** undefined while it loads, or after a failed load. */
  attendance: Attendance | undefined;
  /** The failed load's error: the card says `failureMessage` instead of the numbers. */
  error?: unknown;
  failureMessage: string;
}

/**
 * An intern's attendance (docs/decisions.md, "Logbook and attendance"): the days expected,
 * present, excused and absent, and the share present, the same on every performance page.
 */
export function AttendanceCard({ attendance, error, failureMessage }: AttendanceCardProps) {
  const t = useT();
  const headingId = useId();
  let body;
  if (attendance) {
    body = (
      <DetailsTable
        aria-labelledby={headingId}
        rows={[
          { label: t('Days expected'), value: attendance.Expected },
          { label: t('Present'), value: attendance.Present },
          { label: t('Excused'), value: attendance.Excused },
          { label: t('Absent'), value: attendance.Absent },
          { label: t('Share present'), value: formatSharePresent(attendance.SharePresent) },
        ]}
      />
    );
  } else if (error) {
    body = <Alert severity="error">{failureMessage && t(failureMessage)}</Alert>;
  } else {
    body = <InlineLoading />;
  }
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" gutterBottom>
          {t('Attendance')}
        </Typography>
        {body}
      </CardContent>
    </Card>
  );
}
