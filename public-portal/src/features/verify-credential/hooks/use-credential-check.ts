import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toApiFailure } from 'shared-api';
import { credentialCheckKey, type CredentialCheckAnswer } from 'shared-api/credentials';
import { verifyCredential } from 'shared-api/letters';
import { showFailure } from 'shared-ui/feedback';
import { credentialCheckQuery, credentialMessages } from '../api/credential-check-queries';

/** The statuses whose `message` is the answer: too large (413), not a credential (422). */
const REFUSALS = [413, 422];

/**
 * POST /Credential/verify with the credential's text; its answer (a verdict, or the server's
 * reason for a 413 or 422) is kept where a form post's answer is drawn from, so the page shows
 * both alike. Any other failure is the catalogue's message in the error popup.
 */
export function useCredentialCheck() {
  const client = useQueryClient();
  const { data: answer } = useQuery(credentialCheckQuery());
  const keep = (shown: CredentialCheckAnswer) => client.setQueryData(credentialCheckKey, shown);
  const mutation = useMutation({
    mutationFn: (text: string) => verifyCredential({ Credential: text }),
    onSuccess: keep,
    onError: (error) => {
      const failure = toApiFailure(error, credentialMessages.couldNotCheck);
      if (failure.status !== null && REFUSALS.includes(failure.status) && failure.serverMessage) {
        keep({ message: failure.serverMessage });
      } else {
        showFailure(failure);
      }
    },
  });
  return { answer, check: mutation.mutate, isChecking: mutation.isPending };
}
