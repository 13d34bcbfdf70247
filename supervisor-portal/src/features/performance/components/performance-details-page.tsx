import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'shared-ui/router';
import { errorMessages, useT, type User } from 'shared-api';
import { DetailsTable } from 'shared-ui/details';
import { LoadingScreen, useQueryFailure } from 'shared-ui/feedback';
import { AttendanceQueryCard } from 'shared-ui/attendance';
import { LoadRefusal, PageTitle } from 'shared-ui/layout';
import { PerformanceReport } from 'shared-ui/performance';
import { VisitsQuerySection } from 'shared-ui/visits';
import { supervisorPaths } from '../../../api/paths';
import { attendanceQuery } from '../../../api/attendance-queries';
import { internVisitsQuery } from '../../../api/visits-queries';
import { performanceQuery } from '../api/performance-queries';

function InternCard({ intern }: { intern: User }) {
  const t = useT();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('Intern')}
        </Typography>
        <DetailsTable
          rows={[
            { label: t('Name'), value: intern.Name },
            { label: t('Email'), value: intern.Email },
            { label: t('Phone Number'), value: intern.PhoneNumber },
            { label: t('Department'), value: intern.Position ?? '' },
          ]}
        />
      </CardContent>
    </Card>
  );
}

/**
 * /supervisorDashboard/performanceDetails/{id}: the intern, each task's rating, the overall,
 * their attendance and their academic supervisor's workplace visits.
 */
export function PerformanceDetailsPage() {
  const t = useT();
  const { id = '' } = useParams();
  const query = useQuery(performanceQuery(id));
  useQueryFailure(query.error, errorMessages.couldNotGetPerformanceDetails);

  if (query.isPending) return <LoadingScreen />;

  return (
    <Stack spacing={2} sx={{ maxWidth: 880 }}>
      <PageTitle>{t('Performance Details')}</PageTitle>
      {query.data ? (
        <>
          <InternCard intern={query.data.User} />
          <Stack direction="row">
            <Button component={Link} to={supervisorPaths.evaluation(id)} variant="outlined">
              {t('Final Evaluation')}
            </Button>
          </Stack>
          <PerformanceReport performance={query.data} />
          <AttendanceQueryCard query={attendanceQuery(id)} />
          <VisitsQuerySection query={internVisitsQuery(id)} />
        </>
      ) : (
        <LoadRefusal
          error={query.error}
          catalogueMessage={errorMessages.couldNotGetPerformanceDetails}
          backTo={supervisorPaths.myInterns}
          backLabel={t('Back to My Interns')}
        />
      )}
    </Stack>
  );
}
