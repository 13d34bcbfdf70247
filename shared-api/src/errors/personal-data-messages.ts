// The texts of the personal-data feature (privacy notice, erasure, export). Apart from
// messages.ts, which is the spec's catalogue letter for letter.
// By the package's name: this file is bundled with shared-api/personal-data.
import { m } from 'shared-api';

export const personalDataMessages = {
  // Failures
  couldNotGetPrivacyNotice: m('Could not get the privacy notice'),
  couldNotOpenLink: m('Could not open this link'),
  couldNotErase: m('Could not erase personal data'),
  couldNotExport: m('Could not export personal data'),
  // Questions
  confirmWithdraw: m(
    'Withdraw your application and erase your data? We will e-mail you a link to confirm it.',
  ),
  confirmEraseOwn: m('Erase your personal data? This cannot be undone.'),
  confirmEraseApplicant: m('Erase the personal data of this applicant? This cannot be undone.'),
  confirmEraseIntern: m('Erase the personal data of this intern? This cannot be undone.'),
  confirmEraseSupervisor: m('Erase the personal data of this supervisor? This cannot be undone.'),
  // Outcomes
  erased: m('Personal data erased'),
  downloaded: m('Your data has been downloaded. This link cannot be used again.'),
} as const;
