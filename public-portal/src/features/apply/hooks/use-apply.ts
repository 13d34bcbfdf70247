import { useState } from 'react';
import { useNavigate } from 'shared-ui/router';
import {
  errorMessages,
  successMessages,
  toApiFailure,
  type ApiFailure,
  type ApplyPayload,
} from 'shared-api';
import { apply } from 'shared-api/forms';
import { showSuccess } from 'shared-ui/feedback';
import { fileProgress, type FileProgress } from '../api/upload-progress';

/**
 * POST /Apply with the progress of each file; on success the toast, then /applicationStatus
 * (with the address, so the visitor can check at once).
 */
export function useApply() {
  const navigate = useNavigate();
  const [progress, setProgress] = useState<FileProgress | null>(null);

  async function submit(payload: ApplyPayload): Promise<ApiFailure | null> {
    const sizes = { Cv: payload.Cv.size, AttachmentLetter: payload.AttachmentLetter.size };
    setProgress({ Cv: 0, AttachmentLetter: 0 });
    try {
      await apply(payload, (event) => setProgress(fileProgress(event.loaded, event.total, sizes)));
    } catch (error) {
      setProgress(null);
      return toApiFailure(error, errorMessages.couldNotMakeApplication);
    }
    setProgress(null);
    showSuccess(successMessages.applicationSent);
    navigate('/applicationStatus', { state: { email: payload.Email } });
    return null;
  }

  return { submit, progress };
}
