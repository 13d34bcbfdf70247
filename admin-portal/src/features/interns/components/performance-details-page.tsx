import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'shared-ui/router';
import { errorMessages, useT, type User } from 'shared-api';
import { LoadingScreen, useQueryFailure } from 'shared-ui/feedback';
import { PerformanceReport } from 'shared-ui/performance';
import { AttendanceQueryCard } from 'shared-ui/attendance';
import { LoadRefusal, PageTitle } from 'shared-ui/layout';
import { attendanceQuery, performanceQuery } from '../api/performance-queries';
import { adminPaths } from '../../../api/paths';
import { DownloadLogbookButton } from './download-logbook-button';

/** 'Amina Hassan, Engineering (supervised by Peter Mwangi)': who the intern is. */
function InternLine({ user }: { user: Pick<User, 'Name' | 'Position' | 'Supervisor'> }) {
  const t = useT();
  const { Name: name, Position: position, Supervisor: supervisor } = user;
  if (!supervisor) return <Typography>{[name, position].filter(Boolean).join(', ')}</Typography>;
  const values = { name, position, supervisor: supervisor.Name };
  return (
    <Typography>
      {position
        ? t('{name}, {position} (supervised by {supervisor})', values)
        : t('{name} (supervised by {supervisor})', values)}
    </Typography>
  );
}

/**
 * /adminDashboard/performanceDetails/{id}: the intern, each task's rating, overall, a chart, and
 * their attendance.
 */
export function PerformanceDetailsPage() {
  const t = useT();
  const { id = '' } = useParams();
  const query = useQuery(performanceQuery(id));
  useQueryFailure(query.error, errorMessages.couldNotGetPerformanceDetails);

  if (query.isPending) return <LoadingScreen />;
  const user = query.data?.User;

  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <PageTitle>{t('Performance Details')}</PageTitle>
      {query.data && user ? (
        <>
          <InternLine user={user} />
          <PerformanceReport performance={query.data} />
          <AttendanceQueryCard query={attendanceQuery(id)} />
          <Stack direction="row" spacing={2}>
            <Button component={RouterLink} to={adminPaths.letter(id)} variant="outlined">
              {t('Completion Letter')}
            </Button>
            <DownloadLogbookButton internId={id} />
            <Button component={RouterLink} to={adminPaths.interns}>
              {t('Back to Interns')}
            </Button>
          </Stack>
        </>
      ) : (
        <LoadRefusal
          error={query.error}
          catalogueMessage={errorMessages.couldNotGetPerformanceDetails}
          backTo={adminPaths.interns}
          backLabel={t('Back to Interns')}
        />
      )}
    </Stack>
  );
}
