import { apiClient } from 'shared-api';
import type { ApplicationChoices } from '../../types/entities';

/**
 * GET /Position?for=application: the positions the application form offers today. Without
 * intakes, every position (the spec's GET /Position); with intakes, those of the open ones and
 * when they close, or the next opening date.
 */
export async function getApplicationPositions(): Promise<ApplicationChoices> {
  const { data } = await apiClient.get<ApplicationChoices>('/Position', {
    params: { for: 'application' },
  });
  return data;
}
