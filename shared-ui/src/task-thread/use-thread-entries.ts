import { useQueryClient } from '@tanstack/react-query';
import type { UpdateCommentPayload } from 'shared-api';
import { addComment, updateComment } from 'shared-api/forms';
import { showSuccess } from '../feedback/notification-store';
import { useFormMutation, type FormMutation } from '../mutations/use-form-mutation';
import type { ThreadOptions } from './thread-options';

/** The add form's one field; the task and the author come from the options. */
export interface NewEntry {
  Intern_comment: string;
}

function useRefetchTask({ taskKey }: ThreadOptions) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: taskKey, exact: true });
}

/**
 * POST /Comment on the task, as the signed-in user (a comment or a remark alike), or the
 * options' own `send`.
 */
export function useAddEntry(options: ThreadOptions): FormMutation<NewEntry> {
  const refetchTask = useRefetchTask(options);
  const queryClient = useQueryClient();
  const { taskId, userId, texts, listKey, send } = options;
  return useFormMutation({
    mutationFn: async ({ Intern_comment }: NewEntry) => {
      const payload = { Taskid: taskId, Intern_comment, Userid: userId };
      if (send) return send(payload);
      await addComment(payload);
      return { kept: false };
    },
    failureMessage: texts.couldNotAdd,
    onSuccess: ({ kept }) => {
      showSuccess(kept ? (texts.kept ?? texts.added) : texts.added);
      if (kept) return;
      // An edit keeps the newest entry's author and time: only an add changes the lists.
      return Promise.all([refetchTask(), queryClient.invalidateQueries({ queryKey: listKey })]);
    },
  });
}

/** PUT /Comment/{id}: only its author may, by user id, as the server decides. */
export function useUpdateEntry(
  options: ThreadOptions,
  entryId: number,
): FormMutation<UpdateCommentPayload> {
  const refetchTask = useRefetchTask(options);
  return useFormMutation({
    mutationFn: (payload: UpdateCommentPayload) => updateComment(entryId, payload),
    failureMessage: options.texts.couldNotUpdate,
    onSuccess: () => {
      showSuccess(options.texts.updated);
      return refetchTask();
    },
  });
}
