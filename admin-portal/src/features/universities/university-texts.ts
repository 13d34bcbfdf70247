import { m } from 'shared-api';

/** The Universities page's catalogue texts (issue 70). */
export const universityTexts = {
  couldNotGet: m('Could not get the universities'),
  couldNotAdd: m('Could not add the university'),
  couldNotSave: m('Could not save the university'),
  couldNotDelete: m('Could not delete the university'),
  added: m('University added'),
  saved: m('University saved'),
  deleted: m('University deleted'),
  confirmDelete: m('Delete this university?'),
} as const;
