import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { releaseSettings } from './domain/releases/release-settings';
import { ConfigError, loadConfig, type Config } from './config';
import { SchemaError } from './db/migrator';
import { loadDemoData } from './domain/demo/demo-data';
import { publishBuilds } from './domain/releases/releases.service';

/** How long a stop may take (requests and e-mail deliveries in flight) before it exits with 1. */
const STOP_WITHIN_MS = 10_000;

/** pino-pretty is a devDependency: a packed production folder has none. */
function canPrettyPrint() {
  try {
    require.resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

function loggerOptions(config: Config) {
  const pretty = process.stdout.isTTY && config.NODE_ENV !== 'production' && canPrettyPrint();
  return {
    level: config.LOG_LEVEL,
    ...(pretty
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss' } } }
      : {}),
  };
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  const app = await buildApp(config, { logger: loggerOptions(config) }).catch((error: unknown) => {
    if (!(error instanceof SchemaError)) throw error;
    console.error(error.message);
    process.exit(1);
  });

  // SIGTERM: no new connections, requests in flight answered, e-mails being sent finished, then
  // the database pool and the LISTEN connection closed; exit 0, or 1 past the bound.
  closeWithGrace({ delay: STOP_WITHIN_MS }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
    app.log.info('stopped: every request answered, database closed');
  });

  await app.ready();
  // A fresh clone's first start makes each build its first release; later starts release a
  // rebuilt package (docs/decisions.md, "Releases").
  await publishBuilds(app.db, releaseSettings(config), config.FRONTEND_ROOT, {
    info: (message) => app.log.info(message),
    error: (message) => app.log.error(message),
  });
  if (process.argv.includes('--demo')) await loadDemoData(app.db, app.config, app.log);
  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  app.log.info(`Internship programme ready at http://localhost:${port}`);
}

void main();
