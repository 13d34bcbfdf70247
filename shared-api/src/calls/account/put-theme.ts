import { apiClient } from '../../client/api-client';
import type { Theme } from '../../preferences/themes';

/** PUT /api/Account/Theme: the signed-in user's theme, shown at their next login anywhere. */
export async function putTheme(theme: Theme): Promise<void> {
  await apiClient.put('/Account/Theme', { Theme: theme });
}
