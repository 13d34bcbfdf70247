import { queryOptions } from '@tanstack/react-query';
import { getTask, getTaskForEdit, getTasks, type Id } from 'shared-api';
import { supervisorKeys } from '../../../api/query-keys';

/** GET /Task: every task the supervisor assigned, and those of their interns. */
export const tasksQuery = () => queryOptions({ queryKey: supervisorKeys.tasks, queryFn: getTasks });

/** GET /Task/{id}: the task with its comments and remarks. */
export const taskQuery = (id: Id) =>
  queryOptions({ queryKey: supervisorKeys.task(id), queryFn: () => getTask(id) });

/** GET /Task/{id}/edit */
export const taskForEditQuery = (id: Id) =>
  queryOptions({ queryKey: supervisorKeys.taskForEdit(id), queryFn: () => getTaskForEdit(id) });
