import {
  CheckCircleIcon,
  DashboardIcon,
  DescriptionIcon,
  SchoolIcon,
  SupervisorIcon,
  WorkIcon,
} from '../icons/icons';
import { AppFrame, type AppFrameProps } from './app-frame';
import type { NavItem } from './nav-item';

export const ADMIN_BASE_PATH = '/adminDashboard';

export const ADMIN_NAV_ITEMS: NavItem[] = [
  { label: 'Dashboard', to: ADMIN_BASE_PATH, icon: <DashboardIcon />, end: true },
  { label: 'Applications', to: `${ADMIN_BASE_PATH}/applications`, icon: <DescriptionIcon /> },
  {
    label: 'Selected Applicants',
    to: `${ADMIN_BASE_PATH}/selectedApplicants`,
    icon: <CheckCircleIcon />,
  },
  { label: 'Supervisors', to: `${ADMIN_BASE_PATH}/supervisors`, icon: <SupervisorIcon /> },
  { label: 'Interns', to: `${ADMIN_BASE_PATH}/interns`, icon: <SchoolIcon /> },
  { label: 'Positions', to: `${ADMIN_BASE_PATH}/positions`, icon: <WorkIcon /> },
];

export type AdminLayoutProps = Omit<AppFrameProps, 'title' | 'navItems' | 'basePath'>;

/** The admin frame: Dashboard, Applications, Selected Applicants, Supervisors, Interns, Positions. */
export function AdminLayout(props: AdminLayoutProps) {
  return (
    <AppFrame title="ADMIN" navItems={ADMIN_NAV_ITEMS} basePath={ADMIN_BASE_PATH} {...props} />
  );
}
