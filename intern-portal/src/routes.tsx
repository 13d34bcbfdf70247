import type { ReactNode } from 'react';
import { Route, Routes } from 'shared-ui/router';
import { lazyPage } from 'shared-ui/feedback';
import { TaskIcon } from 'shared-ui/icons';
import { DashboardLayout, type NavItem } from 'shared-ui/layout';
import { INTERN_BASE_PATH } from './api/query-keys';
import { MyTasksPage } from './features/tasks/components/my-tasks-page';

const EditProfilePage = lazyPage(
  () => import('./features/profile/components/edit-profile-page'),
  'EditProfilePage',
);
const ProfilePage = lazyPage(
  () => import('./features/profile/components/profile-page'),
  'ProfilePage',
);
const ResetPasswordPage = lazyPage(
  () => import('./features/profile/components/reset-password-page'),
  'ResetPasswordPage',
);
const TaskDetailsPage = lazyPage(
  () => import('./features/tasks/components/task-details-page'),
  'TaskDetailsPage',
);

const NAV_ITEMS: NavItem[] = [
  { label: 'My Tasks', to: INTERN_BASE_PATH, icon: <TaskIcon />, end: true },
];

/**
 * The route tree the shell mounts at /internDashboard: every page inside the dashboard frame;
 * unknown paths show the shell's 404 page on its own.
 */
export default function InternRoutes({ notFound }: { notFound: ReactNode }) {
  return (
    <Routes>
      <Route element={<DashboardLayout navItems={NAV_ITEMS} basePath={INTERN_BASE_PATH} />}>
        <Route index element={<MyTasksPage />} />
        <Route path="tasks/:id" element={<TaskDetailsPage />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="editProfile/:id" element={<EditProfilePage />} />
        <Route path="resetPassword" element={<ResetPasswordPage />} />
      </Route>
      <Route path="*" element={notFound} />
    </Routes>
  );
}
