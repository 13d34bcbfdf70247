// The texts of the personal-data feature (privacy notice, erasure, export). Apart from
// messages.ts, which is the spec's catalogue letter for letter.

export const personalDataMessages = {
  // Failures
  couldNotGetPrivacyNotice: 'Could not get the privacy notice',
  couldNotOpenLink: 'Could not open this link',
  couldNotErase: 'Could not erase personal data',
  couldNotExport: 'Could not export personal data',
  // Questions
  confirmWithdraw:
    'Withdraw your application and erase your data? We will e-mail you a link to confirm it.',
  confirmEraseOwn: 'Erase your personal data? This cannot be undone.',
  confirmEraseApplicant: 'Erase the personal data of this applicant? This cannot be undone.',
  confirmEraseIntern: 'Erase the personal data of this intern? This cannot be undone.',
  confirmEraseSupervisor: 'Erase the personal data of this supervisor? This cannot be undone.',
  // Outcomes
  erased: 'Personal data erased',
  downloaded: 'Your data has been downloaded. This link cannot be used again.',
} as const;
