import { z } from 'zod';
import { listTaskComments } from '../../domain/tasks/comments.repository';
import { reads, supervises, taskFor } from '../../domain/tasks/task-access';
import { listInternTasks, listSupervisorTasks } from '../../domain/tasks/tasks.repository';
import { assignTask, completeTask, editTask } from '../../domain/tasks/tasks.service';
import type { FastifyZod } from '../../lib/fastify-zod';
import { toListRequest } from '../../lib/list-query';
import { todayIn } from '../../lib/time';
import { currentUser } from '../../plugins/auth';
import { bearer, createdSchema, errorResponses, idParams, messageSchema } from '../common';
import commentRoutes from './comments';
import supervisorRoutes from './supervisor';
import { pageOfTasks, taskListAnswer, taskListQuery } from './task-list';
import { newTaskBody, taskEditBody, commentSchema, taskSchema, toTask } from './schemas';
import { requestTexts } from '../../lib/texts';

const tags = ['tasks'];
const supervisor = { access: ['SUP'] as const };

export default async function taskRoutes(app: FastifyZod) {
  app.get(
    '/Task',
    {
      config: { access: ['INT', 'SUP'] },
      schema: {
        tags,
        security: bearer,
        summary:
          'Intern: { Tasks: [own tasks] }. Supervisor: the bare list of their tasks. ' +
          'With a list parameter: { Tasks: [one page], Total } for both',
        querystring: taskListQuery,
        response: { 200: taskListAnswer, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const actor = currentUser(request);
      const { attention, ...query } = request.query;
      const list = toListRequest(query) ?? (attention ? {} : null);
      if (list) {
        const today = todayIn(app.config.APP_TIMEZONE);
        return pageOfTasks(app.db, actor, list, attention, today);
      }
      if (actor.role === 'INT') {
        return { Tasks: (await listInternTasks(app.db, actor.id)).map(toTask) };
      }
      return (await listSupervisorTasks(app.db, actor.id)).map(toTask);
    },
  );

  app.get(
    '/Task/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        security: bearer,
        summary: 'A task with its comments and remarks: its intern, its supervisor, any admin',
        params: idParams,
        response: {
          200: z.object({
            task: taskSchema,
            Supervisor: z.string(),
            comment: z.array(commentSchema),
          }),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request) => {
      const task = await taskFor(app.db, currentUser(request), request.params.id, reads);
      const comments = await listTaskComments(app.db, task.id);
      return {
        task: toTask(task),
        Supervisor: task.supervisor_name,
        comment: comments.map(({ id, body, madeby, user_id, created_at, updated_at }) => ({
          id,
          Comments: body,
          madeby,
          user_id,
          created_at,
          updated_at,
        })),
      };
    },
  );

  app.get(
    '/Task/:id/edit',
    {
      config: supervisor,
      schema: {
        tags,
        security: bearer,
        params: idParams,
        response: {
          200: z.object({
            task: taskSchema.pick({ id: true, Task: true, Description: true, Deadline: true }),
          }),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request) => {
      const task = await taskFor(app.db, currentUser(request), request.params.id, supervises);
      const { id, Task, Description, Deadline } = toTask(task);
      return { task: { id, Task, Description, Deadline } };
    },
  );

  app.put(
    '/Task/:id',
    {
      config: supervisor,
      schema: {
        tags,
        security: bearer,
        summary: 'Edit a task of yours; a changed Deadline must be today or later',
        params: idParams,
        body: taskEditBody,
        response: { 200: messageSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      app.mailer.send(
        await editTask(app.db, app.config, currentUser(request), request.params.id, request.body),
      );
      const { t } = requestTexts(request);
      return { message: t('Task Updated') };
    },
  );

  app.post(
    '/Task',
    {
      config: supervisor,
      schema: {
        tags,
        security: bearer,
        summary: 'Assign a task to one of your interns (who gets an e-mail)',
        body: newTaskBody,
        response: { 201: createdSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const { TaskDescription, ...rest } = request.body;
      const input = { ...rest, Description: TaskDescription };
      const { id, mailIds } = await assignTask(app.db, app.config, currentUser(request), input);
      app.mailer.send(mailIds);
      const { t } = requestTexts(request);
      return reply.code(201).send({ message: t('Task Assigned Successfully'), id });
    },
  );

  app.put(
    '/Task/Status/:id',
    {
      config: { access: ['INT'] },
      schema: {
        tags,
        security: bearer,
        summary: 'Mark your task Completed (one-way; repeating it changes nothing)',
        params: idParams,
        response: { 200: messageSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const mailIds = await completeTask(
        app.db,
        app.config,
        currentUser(request),
        request.params.id,
      );
      app.mailer.send(mailIds);
      const { t } = requestTexts(request);
      return { message: t('Task Completed') };
    },
  );

  await app.register(commentRoutes);
  await app.register(supervisorRoutes);
}
