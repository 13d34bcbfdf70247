import { apiClient } from 'shared-api';
import { apiPath } from 'shared-api';
import type { Id } from '../../types/entities';
import { readBlobRefusal } from '../personal-data/blob-answer';

/** The name an application's export is saved under. */
export const applicationPersonalDataFileName = (id: Id) => `application-${id}-personal-data.zip`;

/** GET /Admin/Application/{id}/PersonalData: everything kept about the applicant, as a ZIP. */
export async function exportApplicationPersonalData(id: Id): Promise<Blob> {
  const { data } = await apiClient
    .get<Blob>(apiPath`/Admin/Application/${id}/PersonalData`, { responseType: 'blob' })
    .catch(readBlobRefusal);
  return data;
}
