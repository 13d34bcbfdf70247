import type { Config } from '../../config';

/**
 * The version of the privacy notice (`/privacy`), stored with each application. Change it
 * whenever the notice says something new about what is kept, why or for how long.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-26';

/** What the notice page shows that depends on the installation. */
export const privacyNotice = (config: Config) => ({
  Firm: config.FIRM_NAME,
  Contact: config.FIRM_CONTACT,
  Version: PRIVACY_NOTICE_VERSION,
  RetainDeclinedDays: config.RETAIN_DECLINED_DAYS,
  RetainUnactivatedDays: config.RETAIN_UNACTIVATED_DAYS,
  RetainMailDays: config.RETAIN_MAIL_DAYS,
});
