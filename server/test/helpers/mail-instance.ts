/**
 * One server instance as a child process, for tests that kill it (mail-two-instances.test.ts).
 * It is the real app (buildApp, its outbox worker, listening on a free port) with the outbox
 * timings shortened the way test-app.ts shortens them in process: TEST_MAIL_POLL_MS and
 * TEST_MAIL_LOCK_MS (every other setting comes from the usual environment variables).
 * Prints `listening on <port>` once ready.
 */
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';

async function main() {
  const base = loadConfig();
  const config = {
    ...base,
    mail: {
      ...base.mail,
      pollMs: Number(process.env.TEST_MAIL_POLL_MS ?? 100),
      lockMs: Number(process.env.TEST_MAIL_LOCK_MS ?? 2000),
      retryBaseMs: 100,
    },
  };
  const app = await buildApp(config, { logger: { level: config.LOG_LEVEL } });
  process.once('SIGTERM', () => {
    void app.close().then(() => process.exit(0));
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  process.stdout.write(`listening on ${port}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
