import type { PostgresPool, PostgresPoolClient } from 'kysely';

/**
 * A pool whose clients Kysely gets wrapped, one wrapper per client: Kysely keeps its connection
 * object per client. Used by each PostgreSQL pool wrapper of db/.
 */
export function perClient<C extends object>(
  pool: { connect(): Promise<C>; end(): Promise<void> },
  wrap: (client: C) => PostgresPoolClient,
): PostgresPool {
  const clients = new WeakMap<C, PostgresPoolClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let wrapped = clients.get(client);
      if (!wrapped) clients.set(client, (wrapped = wrap(client)));
      return wrapped;
    },
    end: () => pool.end(),
  };
}
