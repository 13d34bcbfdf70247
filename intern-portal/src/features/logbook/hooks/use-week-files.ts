import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toApiFailure } from 'shared-api';
import {
  addLogbookFile,
  logbookFileMessages,
  removeLogbookFile,
  type LogbookAttachment,
} from 'shared-api/logbook';
import { showFailure, showSuccess } from 'shared-ui/feedback';
import { shrinkPhoto } from 'shared-ui/logbook-files';
import { internKeys } from '../../../api/query-keys';

/** Every refusal reads as the catalogue's message with the server's reason beside it. */
const failWith = (message: string) => (error: unknown) =>
  showFailure(
    toApiFailure(error, message, { fieldErrorStatuses: [], explainedStatuses: [404, 415, 422] }),
  );

/**
 * Adding a photo or file (shrunk in the browser first) and removing one: both change only the
 * week's entry, whose answer lists its files.
 */
export function useWeekFiles(weekStart: string) {
  const queryClient = useQueryClient();
  const refetch = () =>
    queryClient.invalidateQueries({ queryKey: internKeys.logbookWeek(weekStart), exact: true });
  const add = useMutation({
    mutationFn: async (file: File) => {
      const { blob, name } = await shrinkPhoto(file);
      return addLogbookFile(weekStart, blob, name);
    },
    onSuccess: async () => {
      await refetch();
      showSuccess(logbookFileMessages.added);
    },
    onError: failWith(logbookFileMessages.couldNotAdd),
  });
  const remove = useMutation({
    mutationFn: (file: LogbookAttachment) => removeLogbookFile(weekStart, file.Id),
    onSuccess: async () => {
      await refetch();
      showSuccess(logbookFileMessages.removed);
    },
    onError: failWith(logbookFileMessages.couldNotRemove),
  });
  return { add, remove };
}
