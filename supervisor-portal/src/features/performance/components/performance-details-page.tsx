import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'shared-ui/router';
import { errorMessages, type User } from 'shared-api';
import { LoadingScreen, useQueryFailure } from 'shared-ui/feedback';
import { PerformanceReport } from 'shared-ui/performance';
import { supervisorPaths } from '../../../api/paths';
import { LoadRefusal } from '../../../components/load-refusal';
import { PageTitle } from 'shared-ui/layout';
import { performanceQuery } from '../api/performance-queries';

function InternCard({ intern }: { intern: User }) {
  const rows: [string, string][] = [
    ['Name', intern.Name],
    ['Email', intern.Email],
    ['Phone Number', intern.PhoneNumber],
    ['Department', intern.Position ?? ''],
  ];
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Intern
        </Typography>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: { sm: 'auto 1fr' }, gap: 1, m: 0 }}
        >
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" sx={{ fontWeight: 'bold' }}>
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

/** /supervisorDashboard/performanceDetails/{id}: the intern, each task's rating, the overall. */
export function PerformanceDetailsPage() {
  const { id = '' } = useParams();
  const query = useQuery(performanceQuery(id));
  useQueryFailure(query.error, errorMessages.couldNotGetPerformanceDetails);

  if (query.isPending) return <LoadingScreen />;
  return (
    <Stack spacing={2} sx={{ maxWidth: 880 }}>
      <PageTitle>Performance Details</PageTitle>
      {query.data ? (
        <>
          <InternCard intern={query.data.User} />
          <PerformanceReport performance={query.data} />
        </>
      ) : (
        <LoadRefusal
          error={query.error}
          catalogueMessage={errorMessages.couldNotGetPerformanceDetails}
          backTo={supervisorPaths.myInterns}
          backLabel="Back to My Interns"
        />
      )}
    </Stack>
  );
}
