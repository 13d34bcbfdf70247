import { queryOptions } from '@tanstack/react-query';
import { getTask, getTasks, type Id } from 'shared-api';
import { internKeys } from '../../../api/query-keys';

/** GET /Task: the intern's own tasks. */
export const tasksQuery = () => queryOptions({ queryKey: internKeys.tasks, queryFn: getTasks });

/** GET /Task/{id}: the task with its supervisor's name and its comments and remarks. */
export const taskQuery = (id: Id) =>
  queryOptions({ queryKey: internKeys.task(id), queryFn: () => getTask(id) });
