import type { Id } from 'shared-api';

/**
 * The portal's query keys in one place: assigning, editing or rating a task changes the task
 * lists and the intern's performance, so features invalidate each other's keys from here.
 */
export const supervisorKeys = {
  myInterns: ['supervisor', 'myInterns'] as const,
  tasks: ['supervisor', 'tasks'] as const,
  task: (id: Id) => ['supervisor', 'task', String(id)] as const,
  taskForEdit: (id: Id) => ['supervisor', 'task', String(id), 'edit'] as const,
  performance: (internId: Id) => ['supervisor', 'performance', String(internId)] as const,
};
