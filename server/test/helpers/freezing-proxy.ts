import net from 'node:net';

export interface FreezingProxy {
  /** The database URL with this proxy's address in place of PostgreSQL's. */
  url: string;
  /** Connections made through the proxy, and how many of them sent `LISTEN`. */
  readonly connections: number;
  readonly listening: number;
  /** From now on, every connection that has sent or sends `LISTEN` is black-holed. */
  freezeListening(): void;
  /** New connections are forwarded again; those already frozen stay frozen. */
  thaw(): void;
  close(): Promise<void>;
}

interface Flow {
  client: net.Socket;
  server: net.Socket;
  listens: boolean;
  frozen: boolean;
}

/**
 * A TCP proxy in front of PostgreSQL that can black-hole the listening connections as a NAT or
 * firewall that forgot the flow does: nothing passes either way, not even a FIN, and neither end
 * is told (half-open sockets kept, nothing reset). Other connections pass untouched.
 */
export async function startFreezingProxy(databaseUrl: string): Promise<FreezingProxy> {
  const target = new URL(databaseUrl);
  const flows = new Set<Flow>();
  let freezing = false;
  let connections = 0;

  const proxy = net.createServer({ allowHalfOpen: true }, (client) => {
    connections++;
    const server = net.connect({
      host: target.hostname,
      port: Number(target.port || 5432),
      allowHalfOpen: true,
    });
    const flow: Flow = { client, server, listens: false, frozen: false };
    flows.add(flow);
    client.on('data', (chunk: Buffer) => {
      if (!flow.listens && chunk.includes('LISTEN ')) {
        flow.listens = true;
        flow.frozen = freezing;
      }
      if (!flow.frozen) server.write(chunk);
    });
    server.on('data', (chunk: Buffer) => {
      if (!flow.frozen) client.write(chunk);
    });
    client.on('end', () => !flow.frozen && server.end());
    server.on('end', () => !flow.frozen && client.end());
    const closed = () => {
      if (flow.frozen) return;
      client.destroy();
      server.destroy();
      flows.delete(flow);
    };
    client.on('close', closed);
    server.on('close', closed);
    client.on('error', () => {});
    server.on('error', () => {});
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String((proxy.address() as net.AddressInfo).port);

  return {
    url: url.toString(),
    get connections() {
      return connections;
    },
    get listening() {
      return [...flows].filter((flow) => flow.listens).length;
    },
    freezeListening() {
      freezing = true;
      for (const flow of flows) if (flow.listens) flow.frozen = true;
    },
    thaw() {
      freezing = false;
    },
    async close() {
      for (const flow of flows) {
        flow.client.destroy();
        flow.server.destroy();
      }
      flows.clear();
      await new Promise((resolve) => proxy.close(resolve));
    },
  };
}
