import type { QueryKey } from '@tanstack/react-query';
import { completeTask } from 'shared-api';
import { addComment, saveLogbookDraft, submitLogbookEntry } from 'shared-api/forms';
import type { QueuedChange } from 'shared-api/offline-changes';
import { internKeys } from '../query-keys';

/** Sends a change as the intern's screens do: the same calls, the same payloads. */
export function sendChange(change: QueuedChange, userId: number): Promise<unknown> {
  switch (change.Kind) {
    case 'week-draft':
      return saveLogbookDraft(change.WeekStart, change.Payload);
    case 'week-submit':
      return submitLogbookEntry(change.WeekStart, change.Payload);
    case 'task-complete':
      return completeTask(change.TaskId);
    case 'comment':
      return addComment({ Taskid: change.TaskId, Intern_comment: change.Text, Userid: userId });
  }
}

/** What a change alters on the intern's screens: refetched once the server has answered it. */
export function keysChangedBy(change: QueuedChange, userId: number): QueryKey[] {
  switch (change.Kind) {
    case 'week-draft':
    case 'week-submit':
      return [
        internKeys.logbookWeek(change.WeekStart),
        internKeys.logbook,
        internKeys.attendance(userId),
      ];
    case 'task-complete':
      return [internKeys.tasks, internKeys.task(change.TaskId), internKeys.performance(userId)];
    case 'comment':
      return [internKeys.task(change.TaskId), internKeys.tasks];
  }
}
