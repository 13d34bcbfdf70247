import { useState } from 'react';
import { errorMessages } from 'shared-api';
import {
  erasePersonalData,
  exportPersonalData,
  personalDataMessages,
  PERSONAL_DATA_FILE_NAME,
} from 'shared-api/personal-data';
import { saveFile } from 'shared-api/save-file';
import { useConfirmedMutation } from 'shared-ui/mutations';
import { linkRefusal } from '../api/refusal';

/** What became of the link's action: done (the outcome) or refused (used or expired meanwhile). */
export type LinkOutcome = { kind: 'done' | 'refused'; message: string } | null;

/**
 * The link's one action: POST .../Erase after a confirmation, or POST .../Export saved as
 * personal-data.zip. Each link works once, so the outcome replaces the button.
 */
export function usePersonalDataActions(token: string) {
  const [outcome, setOutcome] = useState<LinkOutcome>(null);
  const onFailure = (failure: Parameters<typeof linkRefusal>[0]) => {
    const refusal = linkRefusal(failure);
    if (refusal) setOutcome({ kind: 'refused', message: refusal });
    return refusal !== null;
  };

  const erase = useConfirmedMutation({
    mutationFn: (link: string) => erasePersonalData(link),
    confirm: () => ({ question: personalDataMessages.confirmEraseOwn, destructive: true }),
    failureMessage: errorMessages.couldNotMakeTheRequest,
    onSuccess: (answer) => setOutcome({ kind: 'done', message: answer.message }),
    onFailure,
  });

  const download = useConfirmedMutation({
    mutationFn: (link: string) => exportPersonalData(link),
    failureMessage: personalDataMessages.couldNotExport,
    onSuccess: (zip) => {
      saveFile(PERSONAL_DATA_FILE_NAME, zip);
      setOutcome({ kind: 'done', message: personalDataMessages.downloaded });
    },
    onFailure,
  });

  return {
    outcome,
    erase: () => void erase.run(token),
    download: () => void download.run(token),
    pending: erase.pendingId !== undefined || download.pendingId !== undefined,
  };
}
