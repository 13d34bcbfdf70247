import { m, type Translate } from 'shared-api';
import type { PrivacyNotice } from 'shared-api/personal-data';

/**
 * A completion letter's verification record outlives the account (docs/decisions.md,
 * "Evaluations and letters"), so whoever holds the letter can still check it.
 */
export const LETTER_RECORD = m(
  "If you complete the internship and receive a completion letter, its verification record (your name, the programme, position, intake, dates, the issue date and any revocation date) is kept after your account is erased, so that anyone you give the letter to can still check it; the letter's PDF is erased with your account.",
);

/** How long each part of the data is kept, in words (the language on screen's), from the notice's numbers. */
export function retentionLines(notice: PrivacyNotice, t: Translate): string[] {
  return [
    t(
      'If your application is declined, your personal data is erased {days, plural, one {# day} other {# days}} after the decision.',
      { days: notice.RetainDeclinedDays },
    ),
    t(
      'If you pass the interview but never activate your account, your personal data is erased {days, plural, one {# day} other {# days}} after the decision.',
      { days: notice.RetainUnactivatedDays },
    ),
    t('E-mails we send you are kept for {days, plural, one {# day} other {# days}}.', {
      days: notice.RetainMailDays,
    }),
    t(LETTER_RECORD),
  ];
}
