import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { DashboardLayout, TaskIcon, type NavItem } from 'shared-ui';
import { INTERN_BASE_PATH } from './api/query-keys';
import { EditProfilePage } from './features/profile/components/edit-profile-page';
import { ProfilePage } from './features/profile/components/profile-page';
import { ResetPasswordPage } from './features/profile/components/reset-password-page';
import { MyTasksPage } from './features/tasks/components/my-tasks-page';
import { TaskDetailsPage } from './features/tasks/components/task-details-page';

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
