import { apiClient } from '../../client/api-client';
import type { Position } from '../../types/entities';

/** GET /Position (public: the application form lists them). */
export async function getPositions(): Promise<Position[]> {
  const { data } = await apiClient.get<{ Positions: Position[] }>('/Position');
  return data.Positions;
}
