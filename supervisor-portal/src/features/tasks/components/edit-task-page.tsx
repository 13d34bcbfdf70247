import Paper from '@mui/material/Paper';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'shared-ui/router';
import { errorMessages, useT } from 'shared-api';
import { LoadingScreen, useQueryFailure } from 'shared-ui/feedback';
import { supervisorPaths } from '../../../api/paths';
import { LoadRefusal, PageTitle } from 'shared-ui/layout';
import { taskForEditQuery } from '../api/task-queries';
import { EditTaskForm } from './edit-task-form';

/** /supervisorDashboard/taskDetails/{id}/edit */
export function EditTaskPage() {
  const t = useT();
  const { id = '' } = useParams();
  const query = useQuery(taskForEditQuery(id));
  useQueryFailure(query.error, errorMessages.couldNotGetTaskDetails);

  if (query.isPending) return <LoadingScreen />;
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
      <PageTitle>{t('Edit Task')}</PageTitle>
      {query.data ? (
        <EditTaskForm key={query.data.id} task={query.data} />
      ) : (
        <LoadRefusal
          error={query.error}
          catalogueMessage={errorMessages.couldNotGetTaskDetails}
          backTo={supervisorPaths.assignedTasks}
          backLabel={t('Back to Assigned Tasks')}
        />
      )}
    </Paper>
  );
}
