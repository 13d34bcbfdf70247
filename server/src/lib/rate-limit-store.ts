// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the stores' ambient types must go with this file into every project that compiles it (e2e too)
/// <reference path="./rate-limit-stores.d.ts" />
import type { FastifyBaseLogger } from 'fastify';
import type Redis from 'ioredis';
import LocalStore from '@fastify/rate-limit/store/LocalStore';
import RedisStore from '@fastify/rate-limit/store/RedisStore';

type Store = InstanceType<typeof LocalStore>;

export interface RedisFallback {
  /** True while Redis does not answer: each instance counts in its own memory meanwhile. */
  readonly active: boolean;
  /** Times Redis was lost since this instance started. */
  readonly outages: number;
}

/**
 * Counters in Redis, shared by every instance; while Redis does not answer, in this instance's
 * memory (docs/decisions.md, "Operations"). Redis holds only counters: losing it must not stop
 * people signing in, so the limits then hold per instance rather than failing every request.
 * Said once in the log when Redis is lost and once when it is back, and in /metrics.
 */
export function redisStoreWithFallback(redis: Redis, nameSpace: string, log: FastifyBaseLogger) {
  const state = { active: false, outages: 0 };
  const lost = (error: Error) => {
    if (state.active) return;
    state.active = true;
    state.outages += 1;
    log.error(
      { err: error },
      'Redis does not answer: rate limits are counted by each instance alone until it does',
    );
  };
  const back = () => {
    if (!state.active) return;
    state.active = false;
    log.info('Redis answers again: rate limits are shared by the instances again');
  };
  // Without a listener ioredis writes each failed reconnect to the console.
  redis.on('error', lost);
  redis.on('ready', back);

  class FallbackStore {
    constructor(
      private readonly shared: Store,
      private readonly local: Store,
    ) {}

    incr(key: string, done: Parameters<Store['incr']>[1], timeWindow: number, max: number) {
      const locally = () => this.local.incr(key, done, timeWindow, max);
      // Not connected (yet, or any more): no command is queued to wait for it.
      if (redis.status !== 'ready') return locally();
      this.shared.incr(
        key,
        (error, counted) => {
          if (!error) {
            // Back after a command timed out on a connection that stayed up.
            back();
            return done(null, counted);
          }
          lost(error);
          locally();
        },
        timeWindow,
        max,
      );
    }

    child(routeOptions: object): FallbackStore {
      return new FallbackStore(this.shared.child(routeOptions), this.local.child(routeOptions));
    }
  }

  /** What the plugin's `store` option takes: a class it builds with its global settings. */
  class RootStore extends FallbackStore {
    constructor(settings: { continueExceeding: boolean; exponentialBackoff: boolean }) {
      const { continueExceeding, exponentialBackoff } = settings;
      super(
        new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff),
      );
    }
  }
  return { Store: RootStore, fallback: state as RedisFallback };
}
