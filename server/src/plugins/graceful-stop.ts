import fp from 'fastify-plugin';

/**
 * Once the server begins to stop, every answer tells the client to close its connection. Node
 * closes the connections that are idle when the stop begins; one busy at that moment would
 * otherwise stay open after its answer (kept for a proxy's next request) and hold the stop until
 * its time ran out. A proxy then opens a new connection, which a stopped instance refuses, and
 * sends the request to another instance (docs/deploy.md, "Health, readiness and stopping").
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
  },
  { name: 'graceful-stop' },
);
