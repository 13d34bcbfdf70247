import fp from 'fastify-plugin';
import { listenToChannels } from '../db/channel-listener';

export interface ChannelSubscriber {
  heard: (payload: string) => void;
  /** From now on every notice is heard (also said at once to a subscriber joining while so). */
  live: () => void;
  /** Notices may go unheard until `live`. */
  lost: () => void;
}

export interface DatabaseChannels {
  subscribe(channel: Channel, subscriber: ChannelSubscriber): void;
}

/** What instances tell each other through the database (migrations 2026112500, 2026112710). */
const CHANNELS = ['session_changes', 'notifications'] as const;
type Channel = (typeof CHANNELS)[number];

declare module 'fastify' {
  interface FastifyInstance {
    /** PostgreSQL only: undefined on SQLite, whose one process hears its own changes. */
    databaseChannels: DatabaseChannels | undefined;
  }
}

/**
 * On PostgreSQL, one connection of each instance's own LISTENs to every channel the instances
 * speak on: a session's end (plugins/session-changes.ts) and a notification
 * (plugins/notification-streams.ts). One, not one per channel: a connection is what a busy
 * database runs short of, and a cut affects both alike (db/channel-listener.ts notices a silent
 * one by its heartbeat).
 */
export default fp(
  async (app) => {
    if (app.dialect !== 'postgres') {
      app.decorate('databaseChannels', undefined);
      return;
    }
    const subscribers = new Map<string, ChannelSubscriber[]>();
    const everyone = () => [...subscribers.values()].flat();
    let live = false;
    const listener = listenToChannels({
      ...app.config.sessionCache,
      url: app.config.database.listenUrl ?? app.config.database.url,
      channels: [...CHANNELS],
      // Named in pg_stat_activity, whatever it ran last.
      name: 'change notices',
      heard: (channel, payload) => {
        for (const subscriber of subscribers.get(channel) ?? []) subscriber.heard(payload);
      },
      live: () => {
        live = true;
        for (const subscriber of everyone()) subscriber.live();
      },
      lost: (error) => {
        live = false;
        for (const subscriber of everyone()) subscriber.lost();
        app.log.warn(
          { err: error },
          'change notices unheard: sessions are looked up and streams wait until heard again',
        );
      },
    });
    await listener.started;
    app.decorate('databaseChannels', {
      subscribe(channel, subscriber) {
        subscribers.set(channel, [...(subscribers.get(channel) ?? []), subscriber]);
        if (live) subscriber.live();
      },
    });
    app.addHook('onClose', async () => {
      live = false;
      for (const subscriber of everyone()) subscriber.lost();
      await listener.close();
    });
  },
  { name: 'database-channels', dependencies: ['db'] },
);
