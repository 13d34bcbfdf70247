import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'shared-ui/router';
import { errorMessages, todayInTimeZone, useCurrentUserId, useT } from 'shared-api';
import { LoadingScreen, useQueryFailure } from 'shared-ui/feedback';
import { LoadRefusal, PageTitle } from 'shared-ui/layout';
import { internPaths } from '../../../api/paths';
import { markRemarksSeen, remarksOf } from '../api/seen-remarks';
import { taskQuery } from '../api/task-queries';
import { useSeenRemarks } from '../hooks/use-seen-remarks';
import { CommentsSection } from './comments-section';
import { TaskSummary } from './task-summary';

/** /internDashboard/tasks/{id}; a fresh page per task, so "seen" is read once per visit. */
export function TaskDetailsPage() {
  const { id = '' } = useParams();
  return <TaskDetails key={id} id={id} />;
}

function TaskDetails({ id }: { id: string }) {
  const t = useT();
  const query = useQuery(taskQuery(id));
  useQueryFailure(query.error, errorMessages.couldNotGetTaskDetails);
  const userId = useCurrentUserId();
  const seen = useSeenRemarks();
  // What was seen before this visit: remarks newer than it stay marked while the page is open.
  const [seenAtOpen] = useState(() => seen[id] ?? 0);
  const detail = query.data;

  useEffect(() => {
    if (!detail || userId === undefined) return;
    const ids = remarksOf(detail.comment, userId).map((remark) => remark.id);
    if (ids.length > 0) markRemarksSeen(userId, id, Math.max(...ids));
  }, [detail, userId, id]);

  if (query.isPending) return <LoadingScreen />;
  if (!detail) {
    return (
      <LoadRefusal
        error={query.error}
        catalogueMessage={errorMessages.couldNotGetTaskDetails}
        backTo={internPaths.myTasks}
        backLabel={t('Back to My Tasks')}
      />
    );
  }

  return (
    <Stack spacing={2} sx={{ maxWidth: 900 }}>
      <Button component={Link} to={internPaths.myTasks} sx={{ alignSelf: 'flex-start' }}>
        {t('Back to My Tasks')}
      </Button>
      <Paper sx={{ p: { xs: 2, sm: 3 } }}>
        <PageTitle>{detail.task.Task}</PageTitle>
        <TaskSummary detail={detail} today={todayInTimeZone()} />
      </Paper>
      {userId !== undefined && (
        <Paper sx={{ p: { xs: 2, sm: 3 } }}>
          <CommentsSection
            taskId={detail.task.id}
            taskName={detail.task.Task}
            userId={userId}
            comments={detail.comment}
            seenUpTo={seenAtOpen}
          />
        </Paper>
      )}
    </Stack>
  );
}
