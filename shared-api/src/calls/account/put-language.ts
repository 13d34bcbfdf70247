import { apiClient } from '../../client/api-client';
import type { Language } from '../../i18n/languages';

/** PUT /api/Account/Language: the signed-in user's language, for their e-mails and next logins. */
export async function putLanguage(language: Language): Promise<void> {
  await apiClient.put('/Account/Language', { Language: language });
}
