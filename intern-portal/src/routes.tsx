export { catalogue } from './catalogue';
import type { ReactNode } from 'react';
import { m, useT } from 'shared-api';
import { Route, Routes } from 'shared-ui/router';
import { InlineLoading, lazyPage } from 'shared-ui/feedback';
import { EventIcon, TaskIcon } from 'shared-ui/icons';
import { AppFrame, type NavItem } from 'shared-ui/layout';
import { internLiveKeys } from './api/live-keys';
import { INTERN_BASE_PATH, internPaths } from './api/paths';
import { MyTasksPage } from './features/tasks/components/my-tasks-page';
import { UnsentChanges } from './features/unsent-changes/components/unsent-changes';
import { useSendKeptChanges } from './hooks/use-kept-changes';

// With the table it draws: not on a dashboard's first view.
const NotificationsPage = lazyPage(
  () => import('shared-ui/notifications').then(({ NotificationsPage }) => ({ NotificationsPage })),
  'NotificationsPage',
);

const InternEditProfilePage = lazyPage(
  () => import('./features/profile/components/profile-pages'),
  'InternEditProfilePage',
);
const InternProfilePage = lazyPage(
  () => import('./features/profile/components/profile-pages'),
  'InternProfilePage',
);
const InternResetPasswordPage = lazyPage(
  () => import('./features/profile/components/profile-pages'),
  'InternResetPasswordPage',
);
const TaskDetailsPage = lazyPage(
  () => import('./features/tasks/components/task-details-page'),
  'TaskDetailsPage',
);

const LogbookPage = lazyPage(
  () => import('./features/logbook/components/logbook-page'),
  'LogbookPage',
);
const WeekPage = lazyPage(() => import('./features/logbook/components/week-page'), 'WeekPage');
const AbsenceRequestsSection = lazyPage(
  () => import('./features/absences/components/absence-requests-section'),
  'AbsenceRequestsSection',
  <InlineLoading />,
);
const RequestAbsencePage = lazyPage(
  () => import('./features/absences/components/request-absence-page'),
  'RequestAbsencePage',
);

const NAV_ITEMS: NavItem[] = [
  { label: m('My Tasks'), to: internPaths.myTasks, icon: <TaskIcon />, end: true },
  { label: m('Logbook'), to: internPaths.logbook, icon: <EventIcon /> },
];

/**
 * The route tree the shell mounts at /internDashboard: every page inside the dashboard frame;
 * unknown paths show the shell's 404 page on its own.
 */
export default function InternRoutes({ notFound }: { notFound: ReactNode }) {
  const t = useT();
  // The changes made offline go out from whatever page the intern opens.
  useSendKeptChanges();
  return (
    <Routes>
      <Route
        element={
          <AppFrame
            title={t('DASHBOARD')}
            navItems={NAV_ITEMS}
            basePath={INTERN_BASE_PATH}
            liveKeys={internLiveKeys}
          />
        }
      >
        <Route index element={<MyTasksPage unsent={<UnsentChanges />} />} />
        <Route path="tasks/:id" element={<TaskDetailsPage />} />
        {/* The week list shows the absence requests, a feature of their own, below it. */}
        <Route path="logbook" element={<LogbookPage absences={<AbsenceRequestsSection />} />} />
        <Route path="logbook/absence" element={<RequestAbsencePage />} />
        <Route path="logbook/:weekStart" element={<WeekPage />} />
        <Route path="profile" element={<InternProfilePage />} />
        <Route path="editProfile/:id" element={<InternEditProfilePage />} />
        <Route path="resetPassword" element={<InternResetPasswordPage />} />
        <Route path="notifications" element={<NotificationsPage />} />
      </Route>
      <Route path="*" element={notFound} />
    </Routes>
  );
}
