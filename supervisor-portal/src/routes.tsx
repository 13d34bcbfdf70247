import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { DashboardLayout, GroupIcon, TaskIcon, type NavItem } from 'shared-ui';
import { SUPERVISOR_BASE_PATH, supervisorPaths } from './api/paths';
import { MyInternsPage } from './features/interns/components/my-interns-page';
import { PerformanceDetailsPage } from './features/performance/components/performance-details-page';
import {
  SupervisorEditProfilePage,
  SupervisorProfilePage,
  SupervisorResetPasswordPage,
} from './features/profile/components/profile-pages';
import { AssignTaskPage } from './features/tasks/components/assign-task-page';
import { AssignedTasksPage } from './features/tasks/components/assigned-tasks-page';
import { EditTaskPage } from './features/tasks/components/edit-task-page';
import { TaskDetailsPage } from './features/tasks/components/task-details-page';

const NAV_ITEMS: NavItem[] = [
  { label: 'My Interns', to: supervisorPaths.myInterns, icon: <GroupIcon />, end: true },
  { label: 'Assigned Tasks', to: supervisorPaths.assignedTasks, icon: <TaskIcon /> },
];

/**
 * The route tree the shell mounts at /supervisorDashboard: every page inside the dashboard
 * frame; unknown paths show the shell's 404 page on its own.
 */
export default function SupervisorRoutes({ notFound }: { notFound: ReactNode }) {
  return (
    <Routes>
      <Route element={<DashboardLayout navItems={NAV_ITEMS} basePath={SUPERVISOR_BASE_PATH} />}>
        <Route index element={<MyInternsPage />} />
        <Route path="assignTask/:name/:id" element={<AssignTaskPage />} />
        <Route path="assignedTasks" element={<AssignedTasksPage />} />
        <Route path="taskDetails/:id" element={<TaskDetailsPage />} />
        <Route path="taskDetails/:id/edit" element={<EditTaskPage />} />
        <Route path="performanceDetails/:id" element={<PerformanceDetailsPage />} />
        <Route path="profile" element={<SupervisorProfilePage />} />
        <Route path="editProfile/:id" element={<SupervisorEditProfilePage />} />
        <Route path="resetPassword" element={<SupervisorResetPasswordPage />} />
      </Route>
      <Route path="*" element={notFound} />
    </Routes>
  );
}
