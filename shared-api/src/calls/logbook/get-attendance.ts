import { apiClient } from '../../client/api-client';
import { apiPath } from '../../client/path';
import type { Attendance } from '../../types/logbook';
import type { Id } from '../../types/entities';

/** GET /Attendance/{internId}: the intern's attendance so far (docs/decisions.md). */
export async function getAttendance(internId: Id): Promise<Attendance> {
  const { data } = await apiClient.get<Attendance>(apiPath`/Attendance/${internId}`);
  return data;
}
