import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AdminLayout } from 'shared-ui';
import { ApplicationsPage } from './features/applications/components/applications-page';
import { DashboardPage } from './features/dashboard/components/dashboard-page';
import { InternAssign } from './features/interns/intern-assign/intern-assign';
import { InternEdit } from './features/interns/intern-edit/intern-edit';
import { InternList } from './features/interns/intern-list/intern-list';
import { InternPerformance } from './features/interns/intern-performance/intern-performance';
import { InterviewDetailsPage } from './features/interviews/components/interview-details-page';
import { ScheduleInterviewPage } from './features/interviews/components/schedule-interview-page';
import { SelectedApplicantsPage } from './features/interviews/components/selected-applicants-page';
import { UndeliveredMailBanner } from './features/mail-problems/components/undelivered-mail-banner';
import { UndeliveredMailPage } from './features/mail-problems/components/undelivered-mail-page';
import { PositionList } from './features/positions/position-list/position-list';
import {
  AdminEditProfile,
  AdminProfile,
  AdminResetPassword,
} from './features/profile/admin-profile';
import { SupervisorCreate } from './features/supervisors/supervisor-create/supervisor-create';
import { SupervisorEdit } from './features/supervisors/supervisor-edit/supervisor-edit';
import { SupervisorList } from './features/supervisors/supervisor-list/supervisor-list';

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
