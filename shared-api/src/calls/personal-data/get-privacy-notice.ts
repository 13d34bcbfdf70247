import { apiClient } from 'shared-api';

/** The privacy notice's facts: who keeps the data, whom to ask, and how long each part is kept. */
export interface PrivacyNotice {
  Firm: string;
  Contact: string;
  Version: string;
  /** Days a declined application's personal data is kept after the decision. */
  RetainDeclinedDays: number;
  /** Days a passed applicant who never activates their account is kept after the decision. */
  RetainUnactivatedDays: number;
  /** Days a sent e-mail is kept. */
  RetainMailDays: number;
}

/** GET /PrivacyNotice (public). */
export async function getPrivacyNotice(): Promise<PrivacyNotice> {
  const { data } = await apiClient.get<PrivacyNotice>('/PrivacyNotice', {
    skipSessionExpiry: true,
  });
  return data;
}
