import type { Db } from '../../db/database';
import { releaseLease, takeLease } from './leases.repository';

/** Longer than a run can take; a crashed instance's lease lapses after it. */
const LEASE_MS = 30 * 60_000;

/**
 * Runs `work` holding the job's lease, then gives it back: with several instances on one
 * database, one runs the job at a time. Null when another instance holds it.
 */
export async function underLease<T>(
  db: Db,
  job: string,
  holder: string,
  now: Date,
  work: () => Promise<T>,
): Promise<T | null> {
  const until = new Date(now.getTime() + LEASE_MS).toISOString();
  if (!(await takeLease(db, job, holder, now.toISOString(), until))) return null;
  try {
    return await work();
  } finally {
    await releaseLease(db, job, holder);
  }
}
