import type { PrivacyNotice } from '../calls/personal-data/get-privacy-notice';
import { mockApi } from './mock-api';

/** A privacy notice as GET /PrivacyNotice answers it. */
export const PRIVACY_NOTICE: PrivacyNotice = {
  Firm: 'Acme Consulting Ltd',
  Contact: 'privacy@acme.example',
  Version: '2026-11',
  RetainDeclinedDays: 180,
  RetainUnactivatedDays: 90,
  RetainMailDays: 30,
};

/** The API of a public page that reads the privacy notice: the notice, and no open positions. */
export function mockPrivacyNoticeApi() {
  return mockApi((request) =>
    request.url === '/PrivacyNotice'
      ? { status: 200, data: PRIVACY_NOTICE }
      : { status: 200, data: { Positions: [] } },
  );
}
