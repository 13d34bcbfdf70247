import type { Id, TaskComment } from 'shared-api';

// The server keeps no read state, so which remarks an intern has seen lives in this browser:
// per user, the highest remark id seen on each task (comment ids only grow).
const PREFIX = 'intern-portal:seen-remarks:';
const listeners = new Set<() => void>();

export type SeenRemarks = Record<string, number>;

const keyOf = (userId: Id) => `${PREFIX}${userId}`;

/** The stored text, for useSyncExternalStore (a string compares by value). */
export function seenRemarksSnapshot(userId: Id | undefined): string | null {
  if (userId === undefined) return null;
  try {
    return localStorage.getItem(keyOf(userId));
  } catch {
    return null;
  }
}

export function parseSeenRemarks(raw: string | null): SeenRemarks {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' ? (value as SeenRemarks) : {};
  } catch {
    return {};
  }
}

export function subscribeSeenRemarks(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(PREFIX)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Remembers that the user has seen the task's remarks up to `remarkId`. */
export function markRemarksSeen(userId: Id, taskId: Id, remarkId: number): void {
  const seen = parseSeenRemarks(seenRemarksSnapshot(userId));
  if ((seen[String(taskId)] ?? 0) >= remarkId) return;
  try {
    localStorage.setItem(keyOf(userId), JSON.stringify({ ...seen, [String(taskId)]: remarkId }));
  } catch {
    return; // Storage full or refused: the marker simply stays.
  }
  listeners.forEach((listener) => listener());
}

/** Remarks are the comments of anyone but the intern (their supervisors). */
export function remarksOf(comments: TaskComment[], userId: number | undefined): TaskComment[] {
  return comments.filter((comment) => comment.user_id !== userId);
}

/** The ids of remarks newer than the highest one seen. */
export function newRemarkIds(
  comments: TaskComment[],
  userId: number | undefined,
  seenUpTo: number,
): number[] {
  return remarksOf(comments, userId)
    .filter((remark) => remark.id > seenUpTo)
    .map((remark) => remark.id);
}
