import { get, update } from 'idb-keyval';
import type { KeptChanges, QueuedChange, UnsentChange, WaitingChange } from './queued-change';

// One IndexedDB entry per intern (idb-keyval's store): a sign-out keeps what they wrote, and
// only they, signed in again, send it.
const keyOf = (userId: number) => `intern-changes ${userId}`;
const EMPTY: KeptChanges = { Waiting: [], Unsent: [] };

let counter = 0;
const newId = () => `${Date.now().toString(36)}-${(counter++).toString(36)}`;

/** A key for one change, 32 hex digits (getRandomValues: a plain-http LAN address has it too). */
export function newRequestKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The intern's kept changes, oldest first. */
export async function readKeptChanges(userId: number): Promise<KeptChanges> {
  return (await get<KeptChanges>(keyOf(userId))) ?? EMPTY;
}

// A read and its write in one IndexedDB transaction: two tabs never lose each other's change.
async function change(userId: number, edit: (kept: KeptChanges) => KeptChanges) {
  await update<KeptChanges>(keyOf(userId), (kept) => edit(kept ?? EMPTY));
  return readKeptChanges(userId);
}

/** Keeps a change after the ones already waiting. */
export function keepChange(userId: number, made: QueuedChange): Promise<KeptChanges> {
  const waiting = { ...made, Id: newId(), MadeAt: new Date().toISOString() } as WaitingChange;
  return change(userId, (kept) => ({ ...kept, Waiting: [...kept.Waiting, waiting] }));
}

/** The server took it: it is no longer kept. */
export function forgetChange(userId: number, id: string): Promise<KeptChanges> {
  return change(userId, (kept) => ({
    Waiting: kept.Waiting.filter((one) => one.Id !== id),
    Unsent: kept.Unsent.filter((one) => one.Id !== id),
  }));
}

/** The server refused it: it moves to the changes that could not be sent, with the reason. */
export function refuseChange(userId: number, id: string, reason: string): Promise<KeptChanges> {
  return change(userId, (kept) => {
    const refused = kept.Waiting.find((one) => one.Id === id);
    if (!refused) return kept;
    const unsent: UnsentChange = { ...refused, Reason: reason };
    return {
      Waiting: kept.Waiting.filter((one) => one.Id !== id),
      Unsent: [...kept.Unsent, unsent],
    };
  });
}
