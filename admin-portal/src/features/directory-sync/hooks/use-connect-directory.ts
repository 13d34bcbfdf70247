import { showSuccess } from 'shared-ui/feedback';
import { useFormMutation } from 'shared-ui/mutations';
import { connectDirectory, directoryTexts } from '../api/directories';
import type { ShownToken } from '../components/new-token';
import { useInvalidateDirectories } from './use-invalidate-directories';

/** POST /Directories; its token goes to `onToken`, to be shown once. */
export function useConnectDirectory(onToken: (shown: ShownToken) => void) {
  const invalidate = useInvalidateDirectories();
  return useFormMutation({
    mutationFn: connectDirectory,
    failureMessage: directoryTexts.connectFailure,
    onSuccess: (answer, payload) => {
      showSuccess(directoryTexts.connected);
      onToken({ name: payload.Name, token: answer.Token });
      return invalidate();
    },
  });
}
