import type { Db } from '../../db/database';
import * as repo from './interviews.repository';

/** Free slots a booking page lists at most. */
export const MAX_LISTED_SLOTS = 300;
/** Read beyond the list, so that times passing the cut-off do not force a new read at once. */
const READ_AHEAD = 100;
/** Intakes × positions remembered at most; the oldest is dropped first. */
const CAPACITY = 200;

/** One free slot as the booking page writes it, already serialised. */
interface Entry {
  id: number;
  startsAt: string;
  json: string;
}

interface Cached {
  version: string;
  after: string;
  entries: Entry[];
  /** Whether the read held every free slot after `after` (fewer than it asked for). */
  complete: boolean;
  /** The last answer written from it, kept: most pages ask the same (the same start, no own slot). */
  written?: { key: string; json: string; more: boolean };
}

/** One cache per database (the tests run apps over two in one process). */
const caches = new WeakMap<Db, Map<string, Cached>>();
/** A read of the list under way: pages asking at once share it. */
interface Read {
  version: string;
  after: string;
  read: Promise<Cached>;
}
const reads = new WeakMap<Db, Map<string, Read>>();

const entryOf = (slot: repo.SlotRow): Entry => ({
  id: slot.id,
  startsAt: slot.starts_at,
  // The order and names of bookingPageSchema's Slots.
  json: JSON.stringify({
    id: slot.id,
    StartsAt: slot.starts_at,
    EndsAt: slot.ends_at,
    Place: slot.place,
    Online: slot.video_link !== null,
    Free: slot.capacity - slot.booked,
  }),
});

/** Whether `cached` answers a page of this version starting after `after`. */
const answers = (cached: Cached | undefined, version: string, after: string): cached is Cached =>
  cached !== undefined &&
  cached.version === version &&
  cached.after <= after &&
  (cached.complete || cached.entries.length - firstAfter(cached.entries, after) > MAX_LISTED_SLOTS);

/**
 * The free slots from `after` on, read from the database. A read of the same version that is
 * under way and starts no later is awaited instead: when a burst of pages finds the list stale
 * (a cold start, a booking), they read it once, not once each.
 */
async function readFree(
  db: Db,
  key: string,
  application: { intake_id: number | null; position_id: number },
  version: string,
  after: string,
) {
  const underWay = reads.get(db) ?? new Map<string, Read>();
  reads.set(db, underWay);
  const shared = underWay.get(key);
  if (shared && shared.version === version && shared.after <= after) {
    const cached = await shared.read;
    if (answers(cached, version, after)) return cached;
  }
  const limit = MAX_LISTED_SLOTS + 1 + READ_AHEAD;
  const read = repo.listFreeSlots(db, application, after, limit).then((rows): Cached => ({
    version,
    after,
    entries: rows.map(entryOf),
    complete: rows.length < limit,
  }));
  underWay.set(key, { version, after, read });
  try {
    return await read;
  } finally {
    if (underWay.get(key)?.read === read) underWay.delete(key);
  }
}

/**
 * The free times an application may book, starting after `after`, as the booking page's JSON
 * array, at most MAX_LISTED_SLOTS of them (`more` when there are others), without `except`
 * (its own booking's slot).
 *
 * The list of an intake and position is kept in memory with its intake's slots' `version`,
 * which the caller read from the database just before (findLinkStateAndVersion): an equal
 * version means no slot of the intake changed, on this instance or another, since the list was
 * read, so the list is the database's as of that read. A booking re-checks the slot in its own transaction anyway.
 */
export async function freeSlotsJson(
  db: Db,
  application: { intake_id: number | null; position_id: number },
  version: string,
  after: string,
  except: number | undefined,
) {
  const cache = caches.get(db) ?? new Map<string, Cached>();
  caches.set(db, cache);
  const key = `${application.intake_id}:${application.position_id}`;
  const known = cache.get(key);
  const cached = answers(known, version, after)
    ? known
    : await readFree(db, key, application, version, after);
  cache.delete(key);
  if (cache.size >= CAPACITY) cache.delete(cache.keys().next().value as string);
  cache.set(key, cached);
  const start = firstAfter(cached.entries, after);
  const written = `${start}:${except}`;
  if (cached.written?.key !== written) {
    // As the list was read before: the first MAX_LISTED_SLOTS + 1 tell whether there are more.
    const free = cached.entries.slice(start, start + MAX_LISTED_SLOTS + 1);
    const listed = free.slice(0, MAX_LISTED_SLOTS).filter((entry) => entry.id !== except);
    cached.written = {
      key: written,
      json: `[${listed.map((entry) => entry.json).join(',')}]`,
      more: free.length > MAX_LISTED_SLOTS,
    };
  }
  return { json: cached.written.json, more: cached.written.more };
}

/** The index of the first entry starting after `after` (entries are in starting order). */
function firstAfter(entries: Entry[], after: string) {
  let low = 0;
  let high = entries.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (entries[middle].startsAt > after) high = middle;
    else low = middle + 1;
  }
  return low;
}
