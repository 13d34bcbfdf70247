import { randomUUID } from 'node:crypto';
import { Client } from 'pg';

const HEARTBEAT = 'heartbeat:';
/** TCP keep-alive probes after this idleness, under the idle timeout of most NATs and firewalls. */
const KEEPALIVE_MS = 10_000;
/** How long a closing instance waits for its goodbye to be answered before cutting. */
const GOODBYE_MS = 1000;

/** `promise`, or a rejection once `ms` have passed without its answer. */
function within<T>(ms: number, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export interface ChannelListenerOptions {
  url: string;
  /** The first also carries the heartbeats. */
  channels: [string, ...string[]];
  /** Its name in pg_stat_activity. */
  name: string;
  heartbeatMs: number;
  heartbeatTimeoutMs: number;
  reconnectMs: number;
  /** A notification (not this listener's heartbeats). */
  heard: (channel: string, payload: string) => void;
  /** Listening: from now on every notification is heard. */
  live: () => void;
  /** Notifications may go unheard until `live` is called again. */
  lost: (error?: unknown) => void;
}

/**
 * A PostgreSQL connection of its own that LISTENs to some channels, reconnecting after
 * `reconnectMs` when lost. A connection can also die silently (a NAT or firewall that forgets
 * the flow, a failover without a reset): so it notifies the channel itself every `heartbeatMs`
 * and must hear that back within `heartbeatTimeoutMs`, or it counts as lost.
 */
export function listenToChannels(options: ChannelListenerOptions) {
  const { url, channels, heartbeatMs, heartbeatTimeoutMs, reconnectMs } = options;
  let client: Client | undefined;
  let closing = false;
  let retry: NodeJS.Timeout | undefined;
  let nextBeat: NodeJS.Timeout | undefined;
  /** The heartbeat awaited on the current connection, and what to do when it is heard. */
  let awaited: { payload: string; heard: () => void } | undefined;

  const heard = (channel: string, payload = '') => {
    if (!payload.startsWith(HEARTBEAT)) options.heard(channel, payload);
    else if (payload === awaited?.payload) awaited.heard();
  };

  const beat = async (which: Client) => {
    const payload = `${HEARTBEAT}${randomUUID()}`;
    const echo = new Promise<void>((resolve) => (awaited = { payload, heard: resolve }));
    try {
      await within(
        heartbeatTimeoutMs,
        Promise.all([which.query('select pg_notify($1, $2)', [channels[0], payload]), echo]),
      );
    } catch (error) {
      lost(which, error);
      return;
    }
    if (which === client) nextBeat = setTimeout(() => void beat(which), heartbeatMs);
  };

  const listen = async () => {
    const next = new Client({
      connectionString: url,
      application_name: options.name,
      keepAlive: true,
      keepAliveInitialDelayMillis: KEEPALIVE_MS,
      connectionTimeoutMillis: heartbeatTimeoutMs,
    });
    client = next;
    next.on('notification', (message) => heard(message.channel, message.payload));
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      const listen = channels.map((channel) => `LISTEN ${channel}`).join('; ');
      await within(heartbeatTimeoutMs, next.query(listen));
    } catch (error) {
      lost(next, error);
      return;
    }
    if (client !== next || closing) return;
    options.live();
    if (heartbeatMs > 0) nextBeat = setTimeout(() => void beat(next), heartbeatMs);
  };

  /** Ends a connection that may not answer: no goodbye is awaited on it. */
  const drop = (which: Client) => {
    which.removeAllListeners();
    which.on('error', () => {});
    which.connection.stream.destroy();
  };

  const lost = (which: Client, error?: unknown) => {
    if (which !== client) return;
    client = undefined;
    awaited = undefined;
    clearTimeout(nextBeat);
    drop(which);
    if (closing) return;
    options.lost(error);
    retry = setTimeout(() => void listen(), reconnectMs);
  };

  return {
    /** Resolves once the first attempt to listen has succeeded or failed. */
    started: listen(),
    async close() {
      closing = true;
      clearTimeout(retry);
      clearTimeout(nextBeat);
      const last = client;
      client = undefined;
      if (!last) return;
      await within(GOODBYE_MS, last.end()).catch(() => drop(last));
    },
  };
}
