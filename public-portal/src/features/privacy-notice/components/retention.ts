import type { PrivacyNotice } from 'shared-api/personal-data';

function days(count: number): string {
  return count === 1 ? '1 day' : `${count} days`;
}

/** How long each part of the data is kept, in words, from the notice's numbers. */
export function retentionLines(notice: PrivacyNotice): string[] {
  return [
    `If your application is declined, your personal data is erased ${days(notice.RetainDeclinedDays)} after the decision.`,
    `If you pass the interview but never activate your account, your personal data is erased ${days(notice.RetainUnactivatedDays)} after the decision.`,
    `E-mails we send you are kept for ${days(notice.RetainMailDays)}.`,
  ];
}
