import { ADMIN_BASE_PATH } from 'shared-ui/layout';

export const INTERNS_PATH = `${ADMIN_BASE_PATH}/interns`;
export const ASSIGN_SUPERVISOR_PATH = `${ADMIN_BASE_PATH}/assignSupervisor`;
export const internEditPath = (id: number) => `${INTERNS_PATH}/${id}/edit`;
export const performancePath = (id: number) => `${ADMIN_BASE_PATH}/performanceDetails/${id}`;
