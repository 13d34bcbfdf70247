import Fastify from 'fastify';

/**
 * The yardstick: a bare Fastify answering each path with the very bytes the API answered.
 * Reads `[{ path, contentType, body(base64) }]` as JSON from stdin, prints its URL.
 */
async function main() {
  let input = '';
  for await (const chunk of process.stdin) input += chunk;
  const routes = JSON.parse(input) as { path: string; contentType: string; body: string }[];
  const app = Fastify({ logger: false });
  for (const route of routes) {
    const body = Buffer.from(route.body, 'base64');
    app.get(route.path, async (_request, reply) => reply.type(route.contentType).send(body));
  }
  console.log(await app.listen({ port: 0, host: '127.0.0.1' }));
}

void main();
