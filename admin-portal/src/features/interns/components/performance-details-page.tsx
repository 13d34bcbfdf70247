import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'shared-ui/router';
import { errorMessages } from 'shared-api';
import { LoadingScreen, useQueryFailure } from 'shared-ui/feedback';
import { PerformanceReport } from 'shared-ui/performance';
import { AttendanceQueryCard } from 'shared-ui/attendance';
import { LoadRefusal, PageTitle } from 'shared-ui/layout';
import { attendanceQuery, performanceQuery } from '../api/performance-queries';
import { adminPaths } from '../../../api/paths';
import { DownloadLogbookButton } from './download-logbook-button';

/**
 * /adminDashboard/performanceDetails/{id}: the intern, each task's rating, overall, a chart, and
 * their attendance.
 */
export function PerformanceDetailsPage() {
  const { id = '' } = useParams();
  const query = useQuery(performanceQuery(id));
  useQueryFailure(query.error, errorMessages.couldNotGetPerformanceDetails);

  if (query.isPending) return <LoadingScreen />;
  const user = query.data?.User;

  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <PageTitle>Performance Details</PageTitle>
      {query.data && user ? (
        <>
          <Typography>
            {user.Name}
            {user.Position ? `, ${user.Position}` : ''}
            {user.Supervisor ? ` (supervised by ${user.Supervisor.Name})` : ''}
          </Typography>
          <PerformanceReport performance={query.data} />
          <AttendanceQueryCard query={attendanceQuery(id)} />
          <Stack direction="row" spacing={2}>
            <Button component={RouterLink} to={adminPaths.letter(id)} variant="outlined">
              Completion Letter
            </Button>
            <DownloadLogbookButton internId={id} />
            <Button component={RouterLink} to={adminPaths.interns}>
              Back to Interns
            </Button>
          </Stack>
        </>
      ) : (
        <LoadRefusal
          error={query.error}
          catalogueMessage={errorMessages.couldNotGetPerformanceDetails}
          backTo={adminPaths.interns}
          backLabel="Back to Interns"
        />
      )}
    </Stack>
  );
}
