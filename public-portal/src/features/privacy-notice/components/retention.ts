import type { PrivacyNotice } from 'shared-api/personal-data';

function days(count: number): string {
  return count === 1 ? '1 day' : `${count} days`;
}

/**
 * A completion letter's verification record outlives the account (docs/decisions.md,
 * "Evaluations and letters"), so whoever holds the letter can still check it.
 */
export const LETTER_RECORD =
  'If you complete the internship and receive a completion letter, its verification record (your ' +
  'name, the programme, position, intake, dates, the issue date and any revocation date) is kept ' +
  'after your account is erased, so that anyone you give the letter to can still check it; the ' +
  "letter's PDF is erased with your account.";

/** How long each part of the data is kept, in words, from the notice's numbers. */
export function retentionLines(notice: PrivacyNotice): string[] {
  return [
    `If your application is declined, your personal data is erased ${days(notice.RetainDeclinedDays)} after the decision.`,
    `If you pass the interview but never activate your account, your personal data is erased ${days(notice.RetainUnactivatedDays)} after the decision.`,
    `E-mails we send you are kept for ${days(notice.RetainMailDays)}.`,
    LETTER_RECORD,
  ];
}
