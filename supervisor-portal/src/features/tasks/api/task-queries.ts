import { queryOptions } from '@tanstack/react-query';
import { getTask, getTaskCounts, getTaskForEdit, type Id } from 'shared-api';
import { supervisorKeys } from '../../../api/query-keys';

/** GET /Supervisor/Task/Counts: under the task lists' key, so what changes them changes it. */
export const taskCountsQuery = () =>
  queryOptions({ queryKey: supervisorKeys.taskCounts, queryFn: getTaskCounts });

/** GET /Task/{id}: the task with its comments and remarks. */
export const taskQuery = (id: Id) =>
  queryOptions({ queryKey: supervisorKeys.task(id), queryFn: () => getTask(id) });

/** GET /Task/{id}/edit */
export const taskForEditQuery = (id: Id) =>
  queryOptions({ queryKey: supervisorKeys.taskForEdit(id), queryFn: () => getTaskForEdit(id) });
