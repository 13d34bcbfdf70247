import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { formatDate, useT } from 'shared-api';
import { evaluationMessages } from 'shared-api/evaluations';
import { LoadingScreen, useQueryFailure } from 'shared-ui/feedback';
import { AttendanceQueryCard } from 'shared-ui/attendance';
import { LoadRefusal, PageTitle } from 'shared-ui/layout';
import { useParams } from 'shared-ui/router';
import { supervisorPaths } from '../../../api/paths';
import { attendanceQuery } from '../../../api/attendance-queries';
import { evaluationQuery } from '../api/evaluation-api';
import { EvaluationForm } from './evaluation-form';
import { EvaluationView } from './evaluation-view';

/** /supervisorDashboard/interns/{id}/evaluation: the intern's final evaluation. */
export function EvaluationPage() {
  const t = useT();
  const { id = '' } = useParams();
  const query = useQuery(evaluationQuery(id));
  useQueryFailure(query.error, evaluationMessages.couldNotGetEvaluation);

  if (query.isPending) return <LoadingScreen />;
  const answer = query.data;
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1200 }}>
      <Stack spacing={2}>
        <PageTitle>{t('Final Evaluation')}</PageTitle>
        {answer ? (
          <>
            <Typography variant="h6" component="p">
              {answer.Intern.Name}
            </Typography>
            {/* The days attended, in view while the ratings are chosen: beside them on a wide
                screen (kept in view as the form scrolls), above them on a narrow one. */}
            <Stack
              direction={{ xs: 'column', md: 'row' }}
              spacing={2}
              sx={{ alignItems: 'flex-start' }}
            >
              <Box
                sx={{
                  width: { xs: '100%', md: 300 },
                  flexShrink: 0,
                  order: { md: 1 },
                  position: { md: 'sticky' },
                  top: { md: 88 },
                }}
              >
                <AttendanceQueryCard query={attendanceQuery(id)} />
              </Box>
              <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
                {answer.Evaluation.SubmittedAt ? (
                  <EvaluationView evaluation={answer.Evaluation} />
                ) : answer.Writable ? (
                  <EvaluationForm internId={id} evaluation={answer.Evaluation} />
                ) : (
                  <Typography role="status">
                    {t('The final evaluation opens on {date}.', {
                      date: formatDate(answer.OpensOn ?? ''),
                    })}
                  </Typography>
                )}
              </Box>
            </Stack>
          </>
        ) : (
          <LoadRefusal
            error={query.error}
            catalogueMessage={evaluationMessages.couldNotGetEvaluation}
            backTo={supervisorPaths.myInterns}
            backLabel={t('Back to My Interns')}
          />
        )}
      </Stack>
    </Paper>
  );
}
