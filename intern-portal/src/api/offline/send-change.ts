import type { QueryKey } from '@tanstack/react-query';
import { completeTask } from 'shared-api';
import type { QueuedChange } from 'shared-api/offline-changes';
import { internKeys } from '../query-keys';

/** Sends a change as the intern's screens do: the same calls, the same payloads. */
export async function sendChange(change: QueuedChange, userId: number): Promise<unknown> {
  if (change.Kind === 'task-complete') return completeTask(change.TaskId);
  // The forms' calls (and their zod) load when a kept change is sent, not with the dashboard.
  const forms = await import('shared-api/forms');
  switch (change.Kind) {
    case 'week-draft':
      return forms.saveLogbookDraft(change.WeekStart, change.Payload);
    case 'week-submit':
      return forms.submitLogbookEntry(change.WeekStart, change.Payload);
    case 'comment':
      return forms.addComment(
        { Taskid: change.TaskId, Intern_comment: change.Text, Userid: userId },
        change.RequestKey,
      );
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
