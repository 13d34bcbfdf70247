import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'shared-ui/router';
import { errorMessages, todayInTimeZone, useCurrentUserId, useT } from 'shared-api';
import { ratingAction } from 'shared-ui/badges';
import { LoadingScreen, useQueryFailure } from 'shared-ui/feedback';
import { supervisorPaths } from '../../../api/paths';
import { LoadRefusal, PageTitle } from 'shared-ui/layout';
import { taskQuery } from '../api/task-queries';
import { RatingDialog } from './rating-dialog';
import { RemarksSection } from './remarks-section';
import { TaskSummary } from './task-summary';

/** /supervisorDashboard/taskDetails/{id}: the task, its rating and its comments and remarks. */
export function TaskDetailsPage() {
  const t = useT();
  const { id = '' } = useParams();
  const query = useQuery(taskQuery(id));
  useQueryFailure(query.error, errorMessages.couldNotGetTaskDetails);
  const [rating, setRating] = useState(false);
  const userId = useCurrentUserId();

  if (query.isPending) return <LoadingScreen />;
  if (!query.data) {
    return (
      <LoadRefusal
        error={query.error}
        catalogueMessage={errorMessages.couldNotGetTaskDetails}
        backTo={supervisorPaths.assignedTasks}
        backLabel={t('Back to Assigned Tasks')}
      />
    );
  }
  const detail = query.data;
  const rule = ratingAction(detail.task);
  // 'Add Rating' or 'Edit Rating' (the rating display rules), in the language on screen.
  const action = rule && (rule === 'Add Rating' ? t('Add Rating') : t('Edit Rating'));
  return (
    <Stack spacing={2} sx={{ maxWidth: 880 }}>
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <PageTitle>{detail.task.Task}</PageTitle>
        <TaskSummary detail={detail} today={todayInTimeZone()} />
        <Stack direction="row" sx={{ gap: 1, mt: 2, flexWrap: 'wrap' }}>
          <Button variant="outlined" component={Link} to={supervisorPaths.editTask(id)}>
            {t('Edit Task')}
          </Button>
          {action && (
            <Button variant="contained" onClick={() => setRating(true)}>
              {action}
            </Button>
          )}
        </Stack>
      </Paper>
      {userId !== undefined && <RemarksSection detail={detail} userId={userId} />}
      {rating && action && (
        <RatingDialog task={detail.task} title={action} onClose={() => setRating(false)} />
      )}
    </Stack>
  );
}
