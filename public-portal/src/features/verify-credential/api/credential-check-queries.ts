import { queryOptions, skipToken } from '@tanstack/react-query';
import { m } from 'shared-api';
import { credentialCheckKey, type CredentialCheckAnswer } from 'shared-api/credentials';

/** The page's texts written outside its components, marked English: shown with t(text). */
export const credentialMessages = {
  couldNotCheck: m('Could not check the credential. Try again later.'),
  couldNotRead: m('Could not read the file. Choose the credential file again, or paste its text.'),
  tooLarge: m(
    'The file is over 1 MB, far larger than a credential. Check that it is the right file.',
  ),
};

/**
 * The /verify page's answer: none until a check, then the verdict or the server's reason for
 * refusing the text. Never fetched: the page's check keeps its answer here, and the server draws
 * a form post (no JavaScript) with its answer under the same key (`#server-queries`).
 */
export const credentialCheckQuery = () =>
  queryOptions<CredentialCheckAnswer>({
    queryKey: credentialCheckKey,
    queryFn: skipToken,
    staleTime: Infinity,
  });
