import { useQueryClient } from '@tanstack/react-query';
import { type Id } from 'shared-api';
import {
  applicationPersonalDataFileName,
  eraseApplicationPersonalData,
  exportApplicationPersonalData,
  personalDataMessages,
} from 'shared-api/personal-data';
import { saveFile } from 'shared-api/save-file';
import { showSuccess } from 'shared-ui/feedback';
import { useConfirmedMutation } from 'shared-ui/mutations';
import { adminKeys } from '../../../api/query-keys';

/**
 * An application's personal data: GET .../PersonalData saved as application-{id}-personal-data.zip
 * (which the history then shows), and DELETE .../PersonalData after the question. The erasure changes that application (and its
 * history), the two lists it may sit in, the dashboard's counts and its queued e-mails.
 */
export function useApplicationPersonalData(id: Id) {
  const queryClient = useQueryClient();

  const exporter = useConfirmedMutation({
    mutationFn: (applicationId: Id) => exportApplicationPersonalData(applicationId),
    failureMessage: personalDataMessages.couldNotExport,
    failureKind: 'message',
    onSuccess: (zip, applicationId) => {
      saveFile(applicationPersonalDataFileName(applicationId), zip);
      // The export is recorded in the history.
      return queryClient.invalidateQueries({
        queryKey: adminKeys.applicationHistory(applicationId),
      });
    },
  });

  const eraser = useConfirmedMutation({
    mutationFn: (applicationId: Id) => eraseApplicationPersonalData(applicationId),
    confirm: () => ({ question: personalDataMessages.confirmEraseApplicant, destructive: true }),
    failureMessage: personalDataMessages.couldNotErase,
    failureKind: 'message',
    onSuccess: (_answer, applicationId) => {
      showSuccess(personalDataMessages.erased);
      return Promise.all(
        [
          adminKeys.application(applicationId),
          adminKeys.applications,
          adminKeys.interviews,
          adminKeys.dashboard,
          adminKeys.mail,
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });

  return {
    exportData: () => void exporter.run(id),
    erase: () => void eraser.run(id),
    busy: exporter.pendingId !== undefined || eraser.pendingId !== undefined,
  };
}
