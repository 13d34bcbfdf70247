import { apiClient } from '../../client/api-client';
import { apiPath } from '../../client/path';
import type { Id, Position } from '../../types/entities';

/** GET /Position/{id}/edit */
export async function getPosition(id: Id): Promise<Position> {
  const { data } = await apiClient.get<{ position: Position }>(apiPath`/Position/${id}/edit`);
  return data.position;
}
