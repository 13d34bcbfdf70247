import fp from 'fastify-plugin';

/**
 * Once the server begins to stop, every answer tells the client to close its connection, and
 * a connection whose answer ends is closed even if its headers went out before the stop (kept
 * alive, a proxy would hold it idle in its pool and the stop would wait for it until its bound
 * ran out: Node closes only the connections idle when the stop begins). A proxy then opens a
 * new connection, which a stopped instance refuses, and sends the request to another instance
 * (docs/deploy.md, "Health, readiness and stopping").
 */
export default fp(
  async (app) => {
    let stopping = false;
    app.addHook('preClose', async () => {
      stopping = true;
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      if (stopping && request.raw.httpVersionMajor < 2) reply.header('connection', 'close');
      done(null, payload);
    });
    app.addHook('onResponse', (_request, _reply, done) => {
      if (stopping) app.server.closeIdleConnections();
      done();
    });
  },
  { name: 'graceful-stop' },
);
