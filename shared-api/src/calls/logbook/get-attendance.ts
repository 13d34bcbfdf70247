import { apiClient } from '../../client/api-client';
import { apiPath } from '../../client/path';
import type { Id } from '../../types/entities';
import type { Attendance } from '../../types/logbook';

/** GET /Attendance/{internId}: for the intern themself, their supervisor or an admin. */
export async function getAttendance(internId: Id): Promise<Attendance> {
  const { data } = await apiClient.get<Attendance>(apiPath`/Attendance/${internId}`);
  return data;
}
