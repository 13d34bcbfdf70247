import { AppFrame, type AppFrameProps } from './app-frame';

export type DashboardLayoutProps = Omit<AppFrameProps, 'title'>;

/** The intern and supervisor frame: a sidebar titled DASHBOARD with the given items. */
export function DashboardLayout(props: DashboardLayoutProps) {
  return <AppFrame title="DASHBOARD" {...props} />;
}
