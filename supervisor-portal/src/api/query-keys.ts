import { sharedQueryKeys, type Id } from 'shared-api';

/**
 * The portal's query keys in one place (the policy is in docs/architecture.md): assigning,
 * editing or rating a task changes the task lists and the intern's performance, so features
 * invalidate each other's keys from here.
 */
export const supervisorKeys = {
  myInterns: ['interns', 'mine'] as const,
  tasks: ['tasks'] as const,
  taskPages: (filter: string) => ['tasks', 'page', filter] as const,
  taskCounts: ['tasks', 'counts'] as const,
  task: (id: Id) => ['task', String(id)] as const,
  taskForEdit: (id: Id) => ['task', String(id), 'edit'] as const,
  performance: sharedQueryKeys.performance,
  evaluation: (internId: Id) => ['evaluation', String(internId)] as const,
  // The Logbooks screen: the waiting entries' pages sit under ['logbooks'] with the counts, so a
  // signature or a return refreshes both; an absence decision refreshes its list and the counts.
  logbooks: ['logbooks'] as const,
  logbookCounts: ['logbooks', 'counts'] as const,
  logbookEntry: (id: Id) => ['logbook', String(id)] as const,
  absences: ['absences'] as const,
  attendance: sharedQueryKeys.attendance,
  anyUser: ['user'] as const,
};
