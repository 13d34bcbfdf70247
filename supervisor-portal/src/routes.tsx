export { catalogue } from './catalogue';
import { useMemo, type ReactNode } from 'react';
import { m, useT } from 'shared-api';
import { Route, Routes } from 'shared-ui/router';
import { lazyPage } from 'shared-ui/feedback';
import { DescriptionIcon, GroupIcon, TaskIcon } from 'shared-ui/icons';
import { AppFrame, type NavItem } from 'shared-ui/layout';
import { supervisorLiveKeys } from './api/live-keys';
import { SUPERVISOR_BASE_PATH, supervisorPaths } from './api/paths';
import { MyInternsPage } from './features/interns/components/my-interns-page';

// With the table it draws: not on a dashboard's first view.
const NotificationsPage = lazyPage(
  () => import('shared-ui/notifications').then(({ NotificationsPage }) => ({ NotificationsPage })),
  'NotificationsPage',
);

const PerformanceDetailsPage = lazyPage(
  () => import('./features/performance/components/performance-details-page'),
  'PerformanceDetailsPage',
);
const EvaluationPage = lazyPage(
  () => import('./features/evaluation/components/evaluation-page'),
  'EvaluationPage',
);
const SupervisorEditProfilePage = lazyPage(
  () => import('./features/profile/components/profile-pages'),
  'SupervisorEditProfilePage',
);
const SupervisorProfilePage = lazyPage(
  () => import('./features/profile/components/profile-pages'),
  'SupervisorProfilePage',
);
const SupervisorResetPasswordPage = lazyPage(
  () => import('./features/profile/components/profile-pages'),
  'SupervisorResetPasswordPage',
);
const AssignTaskPage = lazyPage(
  () => import('./features/tasks/components/assign-task-page'),
  'AssignTaskPage',
);
const AssignedTasksPage = lazyPage(
  () => import('./features/tasks/components/assigned-tasks-page'),
  'AssignedTasksPage',
);
const EditTaskPage = lazyPage(
  () => import('./features/tasks/components/edit-task-page'),
  'EditTaskPage',
);
const TaskDetailsPage = lazyPage(
  () => import('./features/tasks/components/task-details-page'),
  'TaskDetailsPage',
);
const LogbooksPage = lazyPage(
  () => import('./features/logbooks/components/logbooks-page'),
  'LogbooksPage',
);
const LogbookReviewPage = lazyPage(
  () => import('./features/logbooks/components/logbook-review-page'),
  'LogbookReviewPage',
);

const NAV_ITEMS: NavItem[] = [
  { label: m('My Interns'), to: supervisorPaths.myInterns, icon: <GroupIcon />, end: true },
  { label: m('Assigned Tasks'), to: supervisorPaths.assignedTasks, icon: <TaskIcon /> },
  { label: m('Logbooks'), to: supervisorPaths.logbooks, icon: <DescriptionIcon /> },
];

/**
 * The route tree the shell mounts at /supervisorDashboard: every page inside the dashboard
 * frame; unknown paths show the shell's 404 page on its own.
 */
export default function SupervisorRoutes({ notFound }: { notFound: ReactNode }) {
  const t = useT();
  const navItems = useMemo(() => NAV_ITEMS.map((item) => ({ ...item, label: t(item.label) })), [t]);
  return (
    <Routes>
      <Route
        element={
          <AppFrame
            title={t('DASHBOARD')}
            navItems={navItems}
            basePath={SUPERVISOR_BASE_PATH}
            liveKeys={supervisorLiveKeys}
          />
        }
      >
        <Route index element={<MyInternsPage />} />
        <Route path="assignTask/:name/:id" element={<AssignTaskPage />} />
        <Route path="assignedTasks" element={<AssignedTasksPage />} />
        <Route path="taskDetails/:id" element={<TaskDetailsPage />} />
        <Route path="taskDetails/:id/edit" element={<EditTaskPage />} />
        <Route path="performanceDetails/:id" element={<PerformanceDetailsPage />} />
        <Route path="interns/:id/evaluation" element={<EvaluationPage />} />
        <Route path="logbooks" element={<LogbooksPage />} />
        <Route path="logbooks/:id" element={<LogbookReviewPage />} />
        <Route path="profile" element={<SupervisorProfilePage />} />
        <Route path="editProfile/:id" element={<SupervisorEditProfilePage />} />
        <Route path="resetPassword" element={<SupervisorResetPasswordPage />} />
        <Route path="notifications" element={<NotificationsPage />} />
      </Route>
      <Route path="*" element={notFound} />
    </Routes>
  );
}
