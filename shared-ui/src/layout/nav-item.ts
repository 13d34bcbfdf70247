import type { ReactNode } from 'react';

export interface NavItem {
  /** Marked where written, m('My Tasks'), or translated: the sidebar translates it. */
  label: string;
  /** An absolute path, e.g. '/supervisorDashboard/assignedTasks'. */
  to: string;
  icon?: ReactNode;
  /** Active only on this exact path (for a dashboard's index item). */
  end?: boolean;
}
