import { apiClient } from 'shared-api';
import { apiPath } from 'shared-api';
import type { Id } from '../../types/entities';
import { readBlobRefusal } from '../personal-data/blob-answer';

/** The name a user's export is saved under. */
export const userPersonalDataFileName = (id: Id) => `user-${id}-personal-data.zip`;

/** GET /Admin/User/{id}/PersonalData: everything kept about an intern or supervisor, as a ZIP. */
export async function exportUserPersonalData(id: Id): Promise<Blob> {
  const { data } = await apiClient
    .get<Blob>(apiPath`/Admin/User/${id}/PersonalData`, { responseType: 'blob' })
    .catch(readBlobRefusal);
  return data;
}
