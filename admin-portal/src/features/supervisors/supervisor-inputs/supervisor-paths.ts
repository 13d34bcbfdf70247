import { ADMIN_BASE_PATH } from 'shared-ui/layout';

export const SUPERVISORS_PATH = `${ADMIN_BASE_PATH}/supervisors`;
export const supervisorEditPath = (id: number) => `${SUPERVISORS_PATH}/${id}/edit`;
