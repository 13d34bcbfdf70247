import type { QueryKey } from '@tanstack/react-query';
import type { AddCommentPayload } from 'shared-api/forms';

/**
 * What differs between the intern's comments and the supervisor's remarks: words and keys. The
 * words are marked where written (m('Add Comment')) or translated: the thread translates them.
 */
export interface ThreadTexts {
  /** Shown when the task has no entry yet. */
  empty: string;
  /** The add form's box label and button. */
  addLabel: string;
  addButton: string;
  /** The edit-in-place box label. */
  editLabel: string;
  /** The catalogue's success and failure messages. */
  added: string;
  updated: string;
  couldNotAdd: string;
  couldNotUpdate: string;
  /** The toast of an entry kept to send later (`ThreadOptions.send`); `added` when none. */
  kept?: string;
}

export interface ThreadOptions {
  taskId: number;
  /** The signed-in user: the author of what is added, and who may edit an entry. */
  userId: number;
  /** The task's query, refetched after an add or an edit (it carries the entries). */
  taskKey: QueryKey;
  /** The task lists, which show each task's newest entry: refetched after an add. */
  listKey: QueryKey;
  texts: ThreadTexts;
  /**
   * Sends a new entry instead of POST /Comment (the intern's, which keeps it on the phone while
   * offline): answers whether it was kept to send later rather than sent.
   */
  send?: (payload: AddCommentPayload) => Promise<{ kept: boolean }>;
}
