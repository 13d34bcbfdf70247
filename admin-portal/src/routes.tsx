import type { ReactNode } from 'react';
import { Route, Routes } from 'shared-ui/router';
import { lazyPage } from 'shared-ui/feedback';
import {
  CheckCircleIcon,
  DashboardIcon,
  DescriptionIcon,
  SchoolIcon,
  SupervisorIcon,
  TaskIcon,
  WorkIcon,
} from 'shared-ui/icons';
import { AppFrame, type NavItem } from 'shared-ui/layout';
import { ADMIN_BASE_PATH, adminPaths } from './api/paths';
import { DashboardPage } from './features/dashboard/components/dashboard-page';
import { UndeliveredMailBanner } from './features/mail-problems/components/undelivered-mail-banner';

const ApplicationsPage = lazyPage(
  () => import('./features/applications/components/applications-page'),
  'ApplicationsPage',
);
const InternAssign = lazyPage(
  () => import('./features/interns/components/intern-assign'),
  'InternAssign',
);
const InternEdit = lazyPage(
  () => import('./features/interns/components/intern-edit'),
  'InternEdit',
);
const InternList = lazyPage(
  () => import('./features/interns/components/intern-list'),
  'InternList',
);
const InternPerformance = lazyPage(
  () => import('./features/interns/components/intern-performance'),
  'InternPerformance',
);
const InterviewDetailsPage = lazyPage(
  () => import('./features/interviews/components/interview-details-page'),
  'InterviewDetailsPage',
);
const ScheduleInterviewPage = lazyPage(
  () => import('./features/interviews/components/schedule-interview-page'),
  'ScheduleInterviewPage',
);
const SelectedApplicantsPage = lazyPage(
  () => import('./features/interviews/components/selected-applicants-page'),
  'SelectedApplicantsPage',
);
const UndeliveredMailPage = lazyPage(
  () => import('./features/mail-problems/components/undelivered-mail-page'),
  'UndeliveredMailPage',
);
const IntakeList = lazyPage(
  () => import('./features/intakes/components/intake-list'),
  'IntakeList',
);
const PositionList = lazyPage(
  () => import('./features/positions/components/position-list'),
  'PositionList',
);
const AdminEditProfilePage = lazyPage(
  () => import('./features/profile/components/profile-pages'),
  'AdminEditProfilePage',
);
const AdminProfilePage = lazyPage(
  () => import('./features/profile/components/profile-pages'),
  'AdminProfilePage',
);
const AdminResetPasswordPage = lazyPage(
  () => import('./features/profile/components/profile-pages'),
  'AdminResetPasswordPage',
);
const SupervisorCreate = lazyPage(
  () => import('./features/supervisors/components/supervisor-create'),
  'SupervisorCreate',
);
const SupervisorEdit = lazyPage(
  () => import('./features/supervisors/components/supervisor-edit'),
  'SupervisorEdit',
);
const SupervisorList = lazyPage(
  () => import('./features/supervisors/components/supervisor-list'),
  'SupervisorList',
);

const NAV_ITEMS: NavItem[] = [
  { label: 'Dashboard', to: adminPaths.dashboard, icon: <DashboardIcon />, end: true },
  { label: 'Applications', to: adminPaths.applications, icon: <DescriptionIcon /> },
  { label: 'Selected Applicants', to: adminPaths.selectedApplicants, icon: <CheckCircleIcon /> },
  { label: 'Supervisors', to: adminPaths.supervisors, icon: <SupervisorIcon /> },
  { label: 'Interns', to: adminPaths.interns, icon: <SchoolIcon /> },
  { label: 'Positions', to: adminPaths.positions, icon: <WorkIcon /> },
  { label: 'Intakes', to: adminPaths.intakes, icon: <TaskIcon /> },
];

/**
 * The route tree the shell mounts at /adminDashboard: every page inside the admin frame (sidebar
 * and top bar); unknown paths show the shell's 404 page on its own.
 */
export default function AdminRoutes({ notFound }: { notFound: ReactNode }) {
  return (
    <Routes>
      <Route element={<AppFrame title="ADMIN" navItems={NAV_ITEMS} basePath={ADMIN_BASE_PATH} />}>
        <Route index element={<DashboardPage notice={<UndeliveredMailBanner />} />} />
        <Route path="applications" element={<ApplicationsPage />} />
        <Route path="applications/:id/scheduleInterview" element={<ScheduleInterviewPage />} />
        <Route path="selectedApplicants" element={<SelectedApplicantsPage />} />
        <Route path="interviewDetails/viewDetails/:id" element={<InterviewDetailsPage />} />
        <Route path="mail" element={<UndeliveredMailPage />} />
        <Route path="supervisors" element={<SupervisorList />} />
        <Route path="supervisors/add" element={<SupervisorCreate />} />
        <Route path="supervisors/:id/edit" element={<SupervisorEdit />} />
        <Route path="interns" element={<InternList />} />
        <Route path="interns/:id/edit" element={<InternEdit />} />
        <Route path="assignSupervisor" element={<InternAssign />} />
        <Route path="performanceDetails/:id" element={<InternPerformance />} />
        <Route path="positions" element={<PositionList />} />
        <Route path="intakes" element={<IntakeList />} />
        <Route path="profile" element={<AdminProfilePage />} />
        <Route path="editProfile/:id" element={<AdminEditProfilePage />} />
        <Route path="resetPassword" element={<AdminResetPasswordPage />} />
      </Route>
      <Route path="*" element={notFound} />
    </Routes>
  );
}
