import { apiClient } from '../../client/api-client';
import { apiPath } from '../../client/path';
import type { Id, MessageAnswer } from '../../types/entities';
import type { PositionPayload } from './create-position';

/** PUT /Position/{id}; validate with `positionSchema`. */
export async function updatePosition(id: Id, payload: PositionPayload): Promise<MessageAnswer> {
  const { data } = await apiClient.put<MessageAnswer>(apiPath`/Position/${id}`, payload);
  return data;
}
