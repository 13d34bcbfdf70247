import type { Db } from '../../db/database';
import type { SessionUser } from './sessions.repository';
import { SESSION_IDLE_MS } from './sessions.repository';

const CAPACITY = 10_000;

/**
 * Live sessions remembered by this instance, so that a signed-in request on PostgreSQL needs no
 * round trip to find its user. It is trusted only while the instance hears every change that
 * could end a session (`resume`, from plugins/session-changes.ts, once it LISTENs); a change drops
 * the user's sessions (`forgetUser`). A lookup that started before a change may not store its
 * (old) answer: `remember` takes the generation seen before the lookup. Whatever the feed does,
 * an entry is trusted for `maxAgeMs` after its lookup began, then looked up again: a change the
 * feed lost unnoticed outlives that by nothing.
 */
export class SessionCache {
  private entries = new Map<string, { user: SessionUser; lookedUpAt: number }>();
  private live = false;
  private listeners = new Set<(userId: number | undefined) => void>();
  generation = 0;

  constructor(private readonly maxAgeMs: number) {}

  /** A remembered session that is still live at `now`; an idle, expired or old one is looked up. */
  get(tokenHash: string, now: number): SessionUser | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    const { user, lookedUpAt } = entry;
    const age = now - lookedUpAt;
    const live =
      age >= 0 &&
      age < this.maxAgeMs &&
      Date.parse(user.expiresAt) > now &&
      Date.parse(user.lastUsedAt) > now - SESSION_IDLE_MS;
    if (live) return user;
    this.entries.delete(tokenHash);
    return undefined;
  }

  /** `generation` and `lookedUpAt`: as seen before the lookup began. */
  remember(tokenHash: string, user: SessionUser, generation: number, lookedUpAt: number) {
    if (!this.live || generation !== this.generation) return;
    if (this.entries.size >= CAPACITY) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(tokenHash, { user, lookedUpAt });
  }

  /** A change of this instance's own, user unknown: drop everything. */
  forgetAll() {
    this.generation++;
    this.entries.clear();
    for (const listener of this.listeners) listener(undefined);
  }

  forgetUser(userId: number) {
    this.generation++;
    for (const [tokenHash, { user }] of this.entries) {
      if (user.id === userId) this.entries.delete(tokenHash);
    }
    for (const listener of this.listeners) listener(userId);
  }

  /**
   * Hears every change that may have ended a session, of one user or (undefined) of anyone:
   * what holds a session open, a notification stream, checks it again.
   */
  onChange(listener: (userId: number | undefined) => void) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /** Changes may go unheard (the listening connection is down): remember nothing. */
  suspend() {
    this.live = false;
    this.generation++;
    this.entries.clear();
  }

  resume() {
    this.suspend();
    this.live = true;
  }
}

const caches = new WeakMap<Db, SessionCache>();

/** The cache that `sessionsChanged(db)` empties (plugins/db.ts). */
export function useSessionCache(db: Db, cache: SessionCache) {
  caches.set(db, cache);
}

/**
 * Says that a change which can end a session or change its user has committed: a session
 * revoked, deleted or upgraded to two factors; a user's role, name, e-mail, password or archiving
 * changed; a user erased; the sign-in policy changed (every session carries it).
 * This instance forgets what it remembers at once; the others hear it from the database
 * (`session_changes`). Only after the commit: a lookup between a forgetting and the commit would
 * remember the old answer again.
 */
export function sessionsChanged(db: Db) {
  if (db.isTransaction) throw new Error('sessionsChanged: after the commit, not in it');
  caches.get(db)?.forgetAll();
}
