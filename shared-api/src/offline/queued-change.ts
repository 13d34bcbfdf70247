import type { LogbookEntryPayload } from '../calls/logbook/entry-fields';

/**
 * A change the intern made that the server has not answered yet (issue 71): made offline, or
 * sent while the connection was lost. Only these four are kept to send later.
 */
export type QueuedChange =
  | { Kind: 'week-draft' | 'week-submit'; WeekStart: string; Payload: LogbookEntryPayload }
  | { Kind: 'task-complete'; TaskId: number; TaskName: string }
  | {
      Kind: 'comment';
      TaskId: number;
      TaskName: string;
      Text: string;
      /** Sent as Idempotency-Key each time: a comment whose answer was lost is not written twice. */
      RequestKey: string;
    };

/** A kept change, in the order it was made. */
export type WaitingChange = QueuedChange & {
  /** Unique on this phone; the queue's order is the list's order, not this id's. */
  Id: string;
  /** When it was made (ISO). */
  MadeAt: string;
};

/** A kept change the server refused when it was sent (the week signed meanwhile, ...). */
export type UnsentChange = WaitingChange & {
  /** The server's reason, in the language on screen when it was sent. */
  Reason: string;
};

/** One intern's kept changes on this phone. */
export interface KeptChanges {
  Waiting: WaitingChange[];
  Unsent: UnsentChange[];
}
