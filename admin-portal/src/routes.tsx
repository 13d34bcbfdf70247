export { catalogue } from './catalogue';
import type { ReactNode } from 'react';
import { Route, Routes } from 'shared-ui/router';
import { lazyPage } from 'shared-ui/feedback';
import {
  CheckCircleIcon,
  DashboardIcon,
  DescriptionIcon,
  EventIcon,
  SchoolIcon,
  SupervisorIcon,
  WorkIcon,
} from 'shared-ui/icons';
import { AppFrame, type NavItem } from 'shared-ui/layout';
import { m, useT } from 'shared-api';
import { adminLiveKeys } from './api/live-keys';
import { ReleasesIcon } from './components/releases-icon';
import { ReportsIcon } from './components/reports-icon';
import { ImportIcon } from './components/import-icon';
import { SignInIcon } from './components/sign-in-icon';
import { ScheduleIcon } from './components/schedule-icon';
import { DirectorySyncIcon } from './components/directory-sync-icon';
import { UniversityIcon } from './components/university-icon';
import { ADMIN_BASE_PATH, adminPaths } from './api/paths';
import { DashboardPage } from './features/dashboard/components/dashboard-page';
import { UndeliveredMailBanner } from './features/mail-problems/components/undelivered-mail-banner';

// With the table it draws: not on a dashboard's first view.
const NotificationsPage = lazyPage(
  () => import('shared-ui/notifications').then(({ NotificationsPage }) => ({ NotificationsPage })),
  'NotificationsPage',
);

const ApplicationsPage = lazyPage(
  () => import('./features/applications/components/applications-page'),
  'ApplicationsPage',
);
const AssignSupervisorPage = lazyPage(
  () => import('./features/interns/components/assign-supervisor-page'),
  'AssignSupervisorPage',
);
const EditInternPage = lazyPage(
  () => import('./features/interns/components/edit-intern-page'),
  'EditInternPage',
);
const InternsPage = lazyPage(
  () => import('./features/interns/components/interns-page'),
  'InternsPage',
);
const LetterPage = lazyPage(
  () => import('./features/letters/components/letter-page'),
  'LetterPage',
);
const PerformanceDetailsPage = lazyPage(
  () => import('./features/interns/components/performance-details-page'),
  'PerformanceDetailsPage',
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
const InterviewSlotsPage = lazyPage(
  () => import('./features/interview-slots/components/interview-slots-page'),
  'InterviewSlotsPage',
);
const UndeliveredMailPage = lazyPage(
  () => import('./features/mail-problems/components/undelivered-mail-page'),
  'UndeliveredMailPage',
);
const IntakesPage = lazyPage(
  () => import('./features/intakes/components/intakes-page'),
  'IntakesPage',
);
const UniversitiesPage = lazyPage(
  () => import('./features/universities/components/universities-page'),
  'UniversitiesPage',
);
const ReportPage = lazyPage(() => import('./features/report/components/report-page'), 'ReportPage');
const ImportPage = lazyPage(() => import('./features/import/components/import-page'), 'ImportPage');
const PositionsPage = lazyPage(
  () => import('./features/positions/components/positions-page'),
  'PositionsPage',
);
const ReleasesPage = lazyPage(
  () => import('./features/releases/components/releases-page'),
  'ReleasesPage',
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
const AddSupervisorPage = lazyPage(
  () => import('./features/supervisors/components/add-supervisor-page'),
  'AddSupervisorPage',
);
const EditSupervisorPage = lazyPage(
  () => import('./features/supervisors/components/edit-supervisor-page'),
  'EditSupervisorPage',
);
const SignInPage = lazyPage(
  () => import('./features/sign-in/components/sign-in-page'),
  'SignInPage',
);
const DirectorySyncPage = lazyPage(
  () => import('./features/directory-sync/components/directory-sync-page'),
  'DirectorySyncPage',
);
const SupervisorsPage = lazyPage(
  () => import('./features/supervisors/components/supervisors-page'),
  'SupervisorsPage',
);

const NAV_ITEMS: NavItem[] = [
  { label: m('Dashboard'), to: adminPaths.dashboard, icon: <DashboardIcon />, end: true },
  { label: m('Applications'), to: adminPaths.applications, icon: <DescriptionIcon /> },
  { label: m('Selected Applicants'), to: adminPaths.selectedApplicants, icon: <CheckCircleIcon /> },
  { label: m('Interview slots'), to: adminPaths.interviewSlots, icon: <ScheduleIcon /> },
  { label: m('Supervisors'), to: adminPaths.supervisors, icon: <SupervisorIcon /> },
  { label: m('Interns'), to: adminPaths.interns, icon: <SchoolIcon /> },
  { label: m('Positions'), to: adminPaths.positions, icon: <WorkIcon /> },
  // A calendar: an intake is a span of dates (the clipboard is the supervisor's tasks).
  { label: m('Intakes'), to: adminPaths.intakes, icon: <EventIcon /> },
  { label: m('Universities'), to: adminPaths.universities, icon: <UniversityIcon /> },
  { label: m('Reports'), to: adminPaths.reports, icon: <ReportsIcon /> },
  { label: m('Import'), to: adminPaths.import, icon: <ImportIcon /> },
  { label: m('Releases'), to: adminPaths.releases, icon: <ReleasesIcon /> },
  { label: m('Sign-in'), to: adminPaths.signIn, icon: <SignInIcon /> },
  { label: m('Directory sync'), to: adminPaths.directorySync, icon: <DirectorySyncIcon /> },
];

/**
 * The route tree the shell mounts at /adminDashboard: every page inside the admin frame (sidebar
 * and top bar); unknown paths show the shell's 404 page on its own.
 */
export default function AdminRoutes({ notFound }: { notFound: ReactNode }) {
  const t = useT();
  const navItems = NAV_ITEMS.map((item) => ({ ...item, label: t(item.label) }));
  return (
    <Routes>
      <Route
        element={
          <AppFrame
            title={t('ADMIN')}
            navItems={navItems}
            basePath={ADMIN_BASE_PATH}
            liveKeys={adminLiveKeys}
          />
        }
      >
        <Route index element={<DashboardPage notice={<UndeliveredMailBanner />} />} />
        <Route path="applications" element={<ApplicationsPage />} />
        <Route path="applications/:id/scheduleInterview" element={<ScheduleInterviewPage />} />
        <Route path="selectedApplicants" element={<SelectedApplicantsPage />} />
        <Route path="interviewDetails/viewDetails/:id" element={<InterviewDetailsPage />} />
        <Route path="interviewSlots" element={<InterviewSlotsPage />} />
        <Route path="mail" element={<UndeliveredMailPage />} />
        <Route path="supervisors" element={<SupervisorsPage />} />
        <Route path="supervisors/add" element={<AddSupervisorPage />} />
        <Route path="supervisors/:id/edit" element={<EditSupervisorPage />} />
        <Route path="interns" element={<InternsPage />} />
        <Route path="interns/:id/edit" element={<EditInternPage />} />
        <Route path="interns/:id/letter" element={<LetterPage />} />
        <Route path="assignSupervisor" element={<AssignSupervisorPage />} />
        <Route path="performanceDetails/:id" element={<PerformanceDetailsPage />} />
        <Route path="positions" element={<PositionsPage />} />
        <Route path="intakes" element={<IntakesPage />} />
        <Route path="universities" element={<UniversitiesPage />} />
        <Route path="reports" element={<ReportPage />} />
        <Route path="import" element={<ImportPage />} />
        <Route path="releases" element={<ReleasesPage />} />
        <Route path="signIn" element={<SignInPage />} />
        <Route path="directorySync" element={<DirectorySyncPage />} />
        <Route path="profile" element={<AdminProfilePage />} />
        <Route path="editProfile/:id" element={<AdminEditProfilePage />} />
        <Route path="resetPassword" element={<AdminResetPasswordPage />} />
        <Route path="notifications" element={<NotificationsPage />} />
      </Route>
      <Route path="*" element={notFound} />
    </Routes>
  );
}
