export { catalogue } from './catalogue';
import { useMemo, type ReactNode } from 'react';
import { m, useT } from 'shared-api';
import { Route, Routes } from 'shared-ui/router';
import { lazyPage } from 'shared-ui/feedback';
import { AccountCircleIcon, SchoolIcon } from 'shared-ui/icons';
import { AppFrame, type NavItem } from 'shared-ui/layout';
import { universityLiveKeys } from './api/live-keys';
import { UNIVERSITY_BASE_PATH, universityPaths } from './api/paths';
import { StudentsPage } from './features/students/components/students-page';

// With the table it draws: not on a dashboard's first view.
const NotificationsPage = lazyPage(
  () => import('shared-ui/notifications').then(({ NotificationsPage }) => ({ NotificationsPage })),
  'NotificationsPage',
);

const StudentPage = lazyPage(
  () => import('./features/student/components/student-page'),
  'StudentPage',
);
const UniversityEditProfilePage = lazyPage(
  () => import('./features/profile/components/profile-pages'),
  'UniversityEditProfilePage',
);
const UniversityProfilePage = lazyPage(
  () => import('./features/profile/components/profile-pages'),
  'UniversityProfilePage',
);
const UniversityResetPasswordPage = lazyPage(
  () => import('./features/profile/components/profile-pages'),
  'UniversityResetPasswordPage',
);

const NAV_ITEMS: NavItem[] = [
  { label: m('Students'), to: universityPaths.students, icon: <SchoolIcon />, end: true },
  { label: m('Profile'), to: universityPaths.profile, icon: <AccountCircleIcon /> },
];

/**
 * The route tree the shell mounts at /universityDashboard (the academic supervisor, role ACA):
 * every page inside the dashboard frame; unknown paths show the shell's 404 page on its own.
 */
export default function UniversityRoutes({ notFound }: { notFound: ReactNode }) {
  const t = useT();
  const navItems = useMemo(() => NAV_ITEMS.map((item) => ({ ...item, label: t(item.label) })), [t]);
  return (
    <Routes>
      <Route
        element={
          <AppFrame
            title={t('DASHBOARD')}
            navItems={navItems}
            basePath={UNIVERSITY_BASE_PATH}
            liveKeys={universityLiveKeys}
          />
        }
      >
        <Route index element={<StudentsPage />} />
        <Route path="students/:id" element={<StudentPage />} />
        <Route path="profile" element={<UniversityProfilePage />} />
        <Route path="editProfile/:id" element={<UniversityEditProfilePage />} />
        <Route path="resetPassword" element={<UniversityResetPasswordPage />} />
        <Route path="notifications" element={<NotificationsPage />} />
      </Route>
      <Route path="*" element={notFound} />
    </Routes>
  );
}
