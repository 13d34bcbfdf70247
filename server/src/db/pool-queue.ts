/** Why a query was refused a connection: the queue was full, or its wait ran out. */
export type BusyReason = 'queue_full' | 'wait_over';

/**
 * A query refused a PostgreSQL connection as every one is in use and the queue for them is full
 * or was waited in too long: the database answers, this instance is busy (lib/db-errors.ts).
 */
export class PoolBusyError extends Error {
  readonly code = 'POOL_BUSY';
  constructor(readonly reason: BusyReason) {
    super(
      reason === 'queue_full'
        ? 'every database connection is in use and the queue for them is full'
        : 'every database connection stayed in use for as long as a query may wait for one',
    );
  }
}

export interface PoolQueueOptions {
  /** Connections held at once: the pool's size. */
  size: number;
  /** Queries that may wait for one; more are refused at once. */
  maxWaiting: number;
  /** How long one may wait. */
  maxWaitMs: number;
}

/** The pool's size and the queue's bounds unless configured (DB_POOL_SIZE, _QUEUE, _WAIT). */
export const DEFAULT_POOL: PoolQueueOptions = { size: 10, maxWaiting: 500, maxWaitMs: 30_000 };

interface Waiter {
  resolve: () => void;
  timer: NodeJS.Timeout;
}

/**
 * The turns at the pool's connections, first come first served, in a queue bounded in length
 * and in wait. pg's own queue had neither bound but the connect timeout, so a burst of reads
 * waited past that and was answered as if the database were down. A turn is taken before pg's
 * `connect` and given back at `release` (p-limit runs a function; a connection outlives one).
 */
export class PoolQueue {
  private inUse = 0;
  private readonly waiters: Waiter[] = [];
  readonly refused: Record<BusyReason, number> = { queue_full: 0, wait_over: 0 };

  constructor(private readonly options: PoolQueueOptions) {}

  get waiting() {
    return this.waiters.length;
  }

  take(): Promise<void> {
    if (this.inUse < this.options.size) {
      this.inUse += 1;
      return Promise.resolve();
    }
    if (this.waiters.length >= this.options.maxWaiting) return this.refuse('queue_full');
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        resolve,
        timer: setTimeout(() => {
          this.waiters.splice(this.waiters.indexOf(waiter), 1);
          this.refuse('wait_over').catch(reject);
        }, this.options.maxWaitMs),
      };
      // A stopping process does not wait for it.
      waiter.timer.unref();
      this.waiters.push(waiter);
    });
  }

  /** Gives a turn back: to the first waiter, else to the pool. */
  giveBack() {
    const next = this.waiters.shift();
    if (!next) {
      this.inUse -= 1;
      return;
    }
    clearTimeout(next.timer);
    next.resolve();
  }

  private refuse(reason: BusyReason): Promise<never> {
    this.refused[reason] += 1;
    return Promise.reject(new PoolBusyError(reason));
  }
}
