import { useQueryClient } from '@tanstack/react-query';
import {
  eraseUserPersonalData,
  exportUserPersonalData,
  personalDataMessages,
  userPersonalDataFileName,
} from 'shared-api/personal-data';
import { saveFile } from 'shared-api/save-file';
import { showSuccess } from 'shared-ui/feedback';
import { useConfirmedMutation } from 'shared-ui/mutations';
import { useNavigate } from 'shared-ui/router';
import { adminKeys } from '../api/query-keys';
import type { PeopleKey } from '../api/people-queries';
import { useInvalidatePeople } from './use-invalidate-people';

export interface UserPersonalDataOptions {
  userId: string;
  /** The catalogue's question before erasing (the intern's or the supervisor's). */
  question: string;
  /** The lists the erasure changes. */
  changes: PeopleKey[];
  /** The list to return to: the account is gone after an erasure. */
  backTo: string;
}

/**
 * An intern's or supervisor's personal data: GET /Admin/User/{id}/PersonalData saved as a ZIP,
 * and DELETE after the question, which removes the account (their tasks then name a former
 * intern or supervisor), so the page returns to its list.
 */
export function useUserPersonalData(options: UserPersonalDataOptions) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidatePeople();
  const navigate = useNavigate();

  const exporter = useConfirmedMutation({
    mutationFn: (id: string) => exportUserPersonalData(id),
    failureMessage: personalDataMessages.couldNotExport,
    failureKind: 'message',
    onSuccess: (zip, id) => saveFile(userPersonalDataFileName(id), zip),
  });

  const eraser = useConfirmedMutation({
    mutationFn: (id: string) => eraseUserPersonalData(id),
    confirm: () => ({ question: options.question, destructive: true }),
    failureMessage: personalDataMessages.couldNotErase,
    failureKind: 'message',
    onSuccess: (_answer, id) => {
      showSuccess(personalDataMessages.erased);
      // The account is gone: drop its queries rather than refetch them.
      queryClient.removeQueries({ queryKey: adminKeys.user(id) });
      void invalidate([...options.changes, 'dashboard']);
      navigate(options.backTo);
    },
  });

  return {
    exportData: () => void exporter.run(options.userId),
    erase: () => void eraser.run(options.userId),
    busy: exporter.pendingId !== undefined || eraser.pendingId !== undefined,
  };
}
