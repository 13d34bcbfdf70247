import type { ReactNode } from 'react';
import { Route, Routes } from 'shared-ui/router';
import { lazyPage } from 'shared-ui/feedback';
import { AdminLayout } from 'shared-ui/layout';
import { DashboardPage } from './features/dashboard/components/dashboard-page';
import { UndeliveredMailBanner } from './features/mail-problems/components/undelivered-mail-banner';

const ApplicationsPage = lazyPage(
  () => import('./features/applications/components/applications-page'),
  'ApplicationsPage',
);
const InternAssign = lazyPage(
  () => import('./features/interns/intern-assign/intern-assign'),
  'InternAssign',
);
const InternEdit = lazyPage(
  () => import('./features/interns/intern-edit/intern-edit'),
  'InternEdit',
);
const InternList = lazyPage(
  () => import('./features/interns/intern-list/intern-list'),
  'InternList',
);
const InternPerformance = lazyPage(
  () => import('./features/interns/intern-performance/intern-performance'),
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
const PositionList = lazyPage(
  () => import('./features/positions/position-list/position-list'),
  'PositionList',
);
const AdminEditProfile = lazyPage(
  () => import('./features/profile/admin-profile'),
  'AdminEditProfile',
);
const AdminProfile = lazyPage(() => import('./features/profile/admin-profile'), 'AdminProfile');
const AdminResetPassword = lazyPage(
  () => import('./features/profile/admin-profile'),
  'AdminResetPassword',
);
const SupervisorCreate = lazyPage(
  () => import('./features/supervisors/supervisor-create/supervisor-create'),
  'SupervisorCreate',
);
const SupervisorEdit = lazyPage(
  () => import('./features/supervisors/supervisor-edit/supervisor-edit'),
  'SupervisorEdit',
);
const SupervisorList = lazyPage(
  () => import('./features/supervisors/supervisor-list/supervisor-list'),
  'SupervisorList',
);

/**
 * The route tree the shell mounts at /adminDashboard: every page inside the admin frame (sidebar
 * and top bar); unknown paths show the shell's 404 page on its own.
 */
export default function AdminRoutes({ notFound }: { notFound: ReactNode }) {
  return (
    <Routes>
      <Route element={<AdminLayout />}>
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
        <Route path="profile" element={<AdminProfile />} />
        <Route path="editProfile/:id" element={<AdminEditProfile />} />
        <Route path="resetPassword" element={<AdminResetPassword />} />
      </Route>
      <Route path="*" element={notFound} />
    </Routes>
  );
}
