import { apiClient, apiPath } from 'shared-api';
import type { Id } from '../../types/entities';
import type { Attendance } from '../../types/logbook';

/** GET /Attendance/{internId}: for the intern themself, their supervisor or an admin. */
export async function getAttendance(internId: Id): Promise<Attendance> {
  const { data } = await apiClient.get<Attendance>(apiPath`/Attendance/${internId}`);
  return data;
}
