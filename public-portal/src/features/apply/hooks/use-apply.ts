import { useState } from 'react';
import { useNavigate } from 'shared-ui/router';
import { errorMessages, successMessages, type ApplyPayload } from 'shared-api';
import { apply } from 'shared-api/forms';
import { showSuccess } from 'shared-ui/feedback';
import { useFormMutation } from 'shared-ui/mutations';
import { fileProgress, type FileProgress } from '../api/upload-progress';
import { publicPaths } from '../../../api/paths';

/**
 * POST /Apply with the progress of each file; on success the toast, then /applicationStatus
 * (with the address, so the visitor can check at once).
 */
export function useApply() {
  const navigate = useNavigate();
  const [progress, setProgress] = useState<FileProgress | null>(null);
  const { submit } = useFormMutation({
    mutationFn: async (payload: ApplyPayload) => {
      const sizes = { Cv: payload.Cv.size, AttachmentLetter: payload.AttachmentLetter.size };
      setProgress({ Cv: 0, AttachmentLetter: 0 });
      try {
        return await apply(payload, (event) =>
          setProgress(fileProgress(event.loaded, event.total, sizes)),
        );
      } finally {
        setProgress(null);
      }
    },
    failureMessage: errorMessages.couldNotMakeApplication,
    onSuccess: (_answer, payload) => {
      showSuccess(successMessages.applicationSent);
      navigate(publicPaths.applicationStatus, { state: { email: payload.Email } });
    },
  });
  return { submit, progress };
}
