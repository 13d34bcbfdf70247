import { z } from 'zod';
import {
  countNotifications,
  markNotificationsRead,
  notificationExists,
  notificationsPage,
} from '../../domain/notifications/notifications.repository';
import { toNotification } from '../../domain/notifications/notification-view';
import { notFound } from '../../lib/errors';
import type { FastifyZod } from '../../lib/fastify-zod';
import { DEFAULT_PAGE_SIZE, listQuerySchema } from '../../lib/list-query';
import { m, requestTexts } from '../../lib/texts';
import { isoNow } from '../../lib/time';
import { currentUser } from '../../plugins/auth';
import { bearer, errorResponses, idParams } from '../common';
import preferenceRoutes from './preferences';
import streamRoutes from './stream';

const tags = ['notifications'];

export const notificationSchema = z.object({
  Id: z.number().int(),
  Kind: z.string().describe('What happened, e.g. task_completed (docs/product.md)'),
  Who: z.string().describe('Who did it; an applicant or an e-mail recipient for some kinds'),
  Subject: z.string().describe("What it is about: a task's title, a week, days"),
  Ref: z.string().describe('The id or date its screen is found by'),
  Text: z.string().describe("What happened, in the request's language"),
  Path: z.string().describe('The screen it leads to'),
  CreatedAt: z.string(),
  Read: z.boolean(),
});

const unreadAnswer = z.object({ Unread: z.number().int() });

/** The signed-in user's own notifications: anybody's, and only their own. */
export default async function notificationRoutes(app: FastifyZod) {
  app.get(
    '/Notification',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        security: bearer,
        summary:
          'Your notifications, newest first (sort=CreatedAt&order=asc: oldest first), one ' +
          'page, with how many are unread in all',
        querystring: listQuerySchema(
          ['CreatedAt'],
          z.enum(['unread', 'read'], { error: m('The filter must be unread or read.') }),
          'unread or read: only those not read yet, or only those read',
        ),
        response: {
          200: z.object({
            Notifications: z.array(notificationSchema),
            Total: z.number().int(),
            Unread: z.number().int(),
          }),
          ...errorResponses(401, 422),
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { page = 1, pageSize = DEFAULT_PAGE_SIZE, search, filter, order } = request.query;
      const [{ rows, total }, counts] = await Promise.all([
        notificationsPage(
          app.db,
          user.id,
          { search, state: filter },
          { offset: (page - 1) * pageSize, limit: pageSize, oldestFirst: order === 'asc' },
        ),
        countNotifications(app.db, user.id),
      ]);
      const texts = requestTexts(request);
      return {
        Notifications: rows.map((row) => toNotification(row, texts)),
        Total: total,
        Unread: counts.unread,
      };
    },
  );

  app.post(
    '/Notification/:id/Read',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        security: bearer,
        summary: 'Marks one of your notifications read; answers how many stay unread',
        params: idParams,
        response: { 200: unreadAnswer, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { id } = request.params;
      const changed = await markNotificationsRead(app.db, user.id, id, isoNow());
      if (!changed && !(await notificationExists(app.db, user.id, id))) {
        throw notFound(m('Notification not found'));
      }
      return { Unread: (await countNotifications(app.db, user.id)).unread };
    },
  );

  app.post(
    '/Notification/Read',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        security: bearer,
        summary: 'Marks all your notifications read',
        response: { 200: unreadAnswer, ...errorResponses(401) },
      },
    },
    async (request) => {
      await markNotificationsRead(app.db, currentUser(request).id, 'all', isoNow());
      return { Unread: 0 };
    },
  );

  await app.register(streamRoutes);
  await app.register(preferenceRoutes);
}
