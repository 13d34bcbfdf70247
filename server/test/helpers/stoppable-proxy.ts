import net from 'node:net';

export interface StoppableProxy {
  /** `databaseUrl` with this proxy's address in place of the server's. */
  url: string;
  /** As the server going down: open connections cut, new ones refused. */
  stop(): Promise<void>;
  /** As the server coming back, on the same port. */
  start(): Promise<void>;
}

/** A TCP proxy in front of a PostgreSQL server that a test can stop and start again. */
export async function startStoppableProxy(databaseUrl: string): Promise<StoppableProxy> {
  const target = new URL(databaseUrl);
  const sockets = new Set<net.Socket>();
  const keep = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
  };
  const proxy = net.createServer((client) => {
    const server = net.connect({ host: target.hostname, port: Number(target.port || 5432) });
    keep(client);
    keep(server);
    client.pipe(server).pipe(client);
    client.on('close', () => server.destroy());
    server.on('close', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve));
  await listen(0);
  const { port } = proxy.address() as net.AddressInfo;
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    async stop() {
      const closed = new Promise((resolve) => proxy.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    start: () => listen(port),
  };
}
