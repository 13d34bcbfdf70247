import { z } from 'zod';
import { findManagedUserView } from '../../domain/people/managed-by.repository';
import {
  assignSupervisor,
  changeDepartment,
  updateProfile,
} from '../../domain/people/people.service';
import { performance, readsPerson } from '../../domain/people/performance.service';
import { forbidden, notFound } from '../../lib/errors';
import { m, requestTexts } from '../../lib/texts';
import type { FastifyZod } from '../../lib/fastify-zod';
import { currentUser } from '../../plugins/auth';
import { bearer, errorResponses, idParams } from '../common';
import {
  managedUserSchema,
  performanceSchema,
  toManagedUser,
  toPerformance,
  userUpdateBody,
} from './schemas';

const tags = ['users'];
const signedIn = { access: 'signed-in' } as const;

/** 'Details Updated'; PendingEmail when one's own new e-mail waits for its link to be opened. */
const profileSavedSchema = z.object({ message: z.string(), PendingEmail: z.string().optional() });

export default async function profileRoutes(app: FastifyZod) {
  app.get(
    '/User/:id/edit',
    {
      config: signedIn,
      schema: {
        tags,
        security: bearer,
        summary: 'A profile to edit: your own, or (admin) any active user',
        params: idParams,
        response: { 200: z.object({ User: managedUserSchema }), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const actor = currentUser(request);
      // Decided before looking: a 404 for a missing id would tell others which ids exist.
      if (request.params.id !== actor.id && actor.role !== 'ADM') throw forbidden();
      const row = await findManagedUserView(app.db, request.params.id);
      if (!row || row.archived_at) throw notFound(m('User not found'));
      return { User: toManagedUser(row) };
    },
  );

  app.put(
    '/User/:id',
    {
      config: signedIn,
      schema: {
        tags,
        security: bearer,
        summary:
          'Edit a profile (Name, Email, PhoneNumber; Position for admins), or (admin) assign ' +
          'a supervisor with InternID and SupervisorID',
        params: idParams,
        body: userUpdateBody,
        response: {
          200: profileSavedSchema,
          ...errorResponses(401, 403, 404, 409, 422, 429),
        },
      },
    },
    async (request) => {
      const actor = currentUser(request);
      const body = request.body;
      const { t } = requestTexts(request);
      if (body.kind === 'assignment') {
        if (actor.role !== 'ADM') throw forbidden(m('Only an administrator assigns supervisors.'));
        await assignSupervisor(app.db, request.params.id, body);
        return { message: t('Supervisor Assigned') };
      }
      if (body.kind === 'department') {
        await changeDepartment(app.db, actor, request.params.id, body.Position);
        return { message: t('Details Updated') };
      }
      const saved = await updateProfile(
        app.db,
        app.config,
        { ...actor, clientAddress: request.ip },
        request.params.id,
        body,
      );
      for (const id of saved.mailIds) void app.mailer.deliver(id).catch(() => undefined);
      return saved.pendingEmail
        ? { message: t('Details Updated'), PendingEmail: saved.pendingEmail }
        : { message: t('Details Updated') };
    },
  );

  app.get(
    '/User/:id',
    {
      config: signedIn,
      schema: {
        tags,
        security: bearer,
        summary: "A user's profile and performance: yourself, your intern, or (admin) anyone",
        params: idParams,
        response: { 200: performanceSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const actor = currentUser(request);
      return toPerformance(await performance(app.db, actor, request.params.id, readsPerson));
    },
  );
}
