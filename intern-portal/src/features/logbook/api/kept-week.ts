import type { LogbookEntry } from 'shared-api';
import type { QueuedChange, WaitingChange } from 'shared-api/offline-changes';

type WeekChange = Extract<QueuedChange, { WeekStart: string }>;

/** The week's own changes among those waiting, oldest first. */
export const isChangeOfWeek =
  (weekStart: string) =>
  (change: WaitingChange): change is WaitingChange & WeekChange =>
    (change.Kind === 'week-draft' || change.Kind === 'week-submit') &&
    change.WeekStart === weekStart;

/**
 * The week as the intern left it: the server's copy with the newest change still waiting on the
 * phone applied (what they wrote and ticked; submitted once a submit waits).
 */
export function withWaitingChanges(entry: LogbookEntry, waiting: WeekChange[]): LogbookEntry {
  const last = waiting.at(-1);
  if (!last) return entry;
  const submitted = waiting.some((change) => change.Kind === 'week-submit');
  return {
    ...entry,
    Days: entry.Days.map((day, index) =>
      day.Expected && !day.Excused ? { ...day, Mark: last.Payload.Days[index] ?? null } : day,
    ),
    Activities: last.Payload.Activities,
    Learned: last.Payload.Learned,
    Hours: last.Payload.Hours,
    State: submitted ? 'submitted' : entry.State === 'not started' ? 'draft' : entry.State,
  };
}
