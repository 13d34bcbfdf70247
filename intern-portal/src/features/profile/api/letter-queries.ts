import { queryOptions } from '@tanstack/react-query';
import { m } from 'shared-api';
import { getMyLetter } from 'shared-api/letters';
import { internKeys } from '../../../api/query-keys';

export const letterMessages = {
  couldNotGetLetter: m('Could not get your completion letter'),
  couldNotDownloadLetter: m('Could not download your completion letter'),
  couldNotDownloadCredential: m('Could not download your credential'),
};

export const LETTER_FILE_NAME = 'completion-letter.pdf';

/** GET /Letter/mine: the intern's live letter (with its credential), or null before one. */
export const myLetterQuery = () =>
  queryOptions({
    queryKey: internKeys.letter,
    queryFn: getMyLetter,
  });
