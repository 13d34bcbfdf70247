import type { FastifyZod } from '../lib/fastify-zod';
import adminRoutes from './admin';
import applicationRoutes from './applications';
import authRoutes from './auth';
import clientEventRoutes from './client-events';
import evaluationRoutes from './evaluations';
import health from './health';
import importRoutes from './imports';
import intakeRoutes from './intakes';
import letterRoutes from './letters';
import logbookRoutes from './logbook';
import logbookCopyRoutes from './logbook-copies';
import notificationRoutes from './notifications';
import passkeyRoutes from './passkeys';
import peopleRoutes from './people';
import personalDataRoutes from './personal-data';
import positionRoutes from './positions';
import reportRoutes from './reports';
import sessionRoutes from './sessions';
import signInPolicyRoutes from './sign-in-policy';
import ssoRoutes from './sso';
import taskRoutes from './tasks';
import twoFactorRoutes from './two-factor';

/** Every API resource, registered under /api. */
export default async function apiRoutes(app: FastifyZod) {
  await app.register(health);
  await app.register(authRoutes);
  await app.register(sessionRoutes);
  await app.register(signInPolicyRoutes);
  await app.register(passkeyRoutes);
  await app.register(ssoRoutes);
  await app.register(twoFactorRoutes);
  await app.register(positionRoutes);
  await app.register(intakeRoutes);
  await app.register(importRoutes);
  await app.register(applicationRoutes);
  await app.register(adminRoutes);
  await app.register(peopleRoutes);
  await app.register(taskRoutes);
  await app.register(evaluationRoutes);
  await app.register(personalDataRoutes);
  await app.register(letterRoutes);
  await app.register(logbookRoutes);
  await app.register(logbookCopyRoutes);
  await app.register(notificationRoutes);
  await app.register(clientEventRoutes);
  await app.register(reportRoutes);
}
