import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { connectionTimeouts } from './lib/connection-timeouts';
import type { FastifyZod } from './lib/fastify-zod';
import { responseSerializerCompiler } from './lib/response-serializer';
import auth from './plugins/auth';
import compression from './plugins/compression';
import crossSiteRequests from './plugins/cross-site-requests';
import databaseChannels from './plugins/database-channels';
import databaseOutage from './plugins/database-outage';
import db from './plugins/db';
import erasureLedger from './plugins/erasure-ledger';
import errorHandler from './plugins/error-handler';
import firstAdmin from './plugins/first-admin';
import formBody from './plugins/form-body';
import gracefulStop from './plugins/graceful-stop';
import liveReleases from './plugins/live-releases';
import mailer from './plugins/mailer';
import metrics from './plugins/metrics';
import notificationDigest from './plugins/notification-digest';
import notificationStreams from './plugins/notification-streams';
import pathIds from './plugins/path-ids';
import publicUrlWarning from './plugins/public-url-warning';
import rateLimits from './plugins/rate-limits';
import releaseWatch from './plugins/release-watch';
import installedApp from './plugins/installed-app';
import remotes from './plugins/remotes';
import logbookReminders from './plugins/logbook-reminders';
import interviewReminders from './plugins/interview-reminders';
import retention from './plugins/retention';
import scheduledBackups from './plugins/scheduled-backups';
import requestLog from './plugins/request-log';
import secrets from './plugins/secrets';
import sessionChanges from './plugins/session-changes';
import securityHeaders from './plugins/security-headers';
import staticFiles from './plugins/static-files';
import storageFull from './plugins/storage-full';
import swagger from './plugins/swagger';
import apiRoutes from './routes';
import scimRoutes from './routes/scim';
import { FIELD_MAX_BYTES } from './routes/applications/application-form';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export const MAX_FILE_BYTES = 5 * 1024 * 1024;

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole server (API, docs, static front ends) without listening: tests inject. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyZod> {
  const app = Fastify({
    logger: options.logger ?? false,
    // Only the configured proxies' hops of X-Forwarded-For name the client (rate limits use it).
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // While stopping, a request arriving on a connection a proxy kept open is answered (with
    // `Connection: close`) rather than refused with a 503: its write is done once, not lost.
    return503OnClosing: false,
    // One line per answer, from plugins/request-log.ts, instead of two per request.
    logController: new LogController({ disableRequestLogging: true }),
    ...connectionTimeouts,
    // The database plugin migrates before the server answers: on a busy disk or a large table
    // that takes longer than fastify's 10 s, and a start cut there would fail half-way.
    pluginTimeout: 120_000,
  }).withTypeProvider<import('fastify-type-provider-zod').ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  await app.register(
    fp(
      async (instance) => {
        instance.decorate('config', config);
      },
      { name: 'config' },
    ),
  );
  await app.register(publicUrlWarning);
  await app.register(errorHandler);
  await app.register(storageFull);
  await app.register(gracefulStop);
  await app.register(crossSiteRequests);
  await app.register(pathIds);
  await app.register(requestLog);
  await app.register(swagger);
  await app.register(securityHeaders);
  await app.register(compression);
  await app.register(rateLimits);
  await app.register(multipart, {
    limits: {
      fileSize: MAX_FILE_BYTES,
      files: 2,
      fields: 10,
      fieldSize: FIELD_MAX_BYTES,
      parts: 12,
    },
  });
  await app.register(formBody);
  await app.register(db);
  await app.register(databaseOutage);
  await app.register(metrics);
  await app.register(databaseChannels);
  await app.register(sessionChanges);
  await app.register(secrets);
  await app.register(mailer);
  await app.register(auth);
  await app.register(firstAdmin);
  await app.register(erasureLedger);
  await app.register(retention);
  await app.register(scheduledBackups);
  await app.register(logbookReminders);
  await app.register(interviewReminders);
  await app.register(liveReleases);
  await app.register(releaseWatch);
  await app.register(notificationStreams);
  await app.register(notificationDigest);
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(scimRoutes, { prefix: '/scim/v2' });
  await app.register(remotes);
  await app.register(installedApp);
  await app.register(staticFiles);
  return app;
}
