import { addComment, editComment } from '../../domain/tasks/comments.service';
import type { FastifyZod } from '../../lib/fastify-zod';
import { currentUser } from '../../plugins/auth';
import { bearer, createdSchema, errorResponses, idParams, messageSchema } from '../common';
import { commentEditBody, newCommentBody, requestKeyHeaders } from './schemas';

const tags = ['tasks'];
const author = { access: ['INT', 'SUP'] as const };

export default async function commentRoutes(app: FastifyZod) {
  app.post(
    '/Comment',
    {
      config: author,
      schema: {
        tags,
        security: bearer,
        summary:
          "A comment (intern) or remark (supervisor) on a task you take part in; 200 as the spec's client expects",
        headers: requestKeyHeaders,
        body: newCommentBody,
        response: { 200: createdSchema, ...errorResponses(401, 403, 422) },
      },
    },
    async (request) => {
      const actor = currentUser(request);
      const key = request.headers['idempotency-key'] ?? null;
      const id = await addComment(app.db, app.config, actor, request.body, key);
      return {
        message: actor.role === 'SUP' ? 'Remark Added Successfully' : 'Comment Added Successfully',
        id,
      };
    },
  );

  app.put(
    '/Comment/:id',
    {
      config: author,
      schema: {
        tags,
        security: bearer,
        summary: 'Edit your own comment or remark',
        params: idParams,
        body: commentEditBody,
        response: { 200: messageSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const actor = currentUser(request);
      await editComment(app.db, actor, request.params.id, request.body.Comment);
      const what = actor.role === 'SUP' ? 'Remark' : 'Comment';
      return { message: `${what} Updated Successfully` };
    },
  );
}
