import {
  getAcademicDetails,
  resendInvitation,
  saveAcademicDetails,
  type Inviter,
} from '../../domain/universities/academic-details.service';
import type { FastifyZod } from '../../lib/fastify-zod';
import { requestLanguage } from '../../lib/request-language';
import { requestTexts } from '../../lib/texts';
import { currentUser, type Access } from '../../plugins/auth';
import { bearer, errorResponses, idParams, messageSchema } from '../common';
import type { FastifyRequest } from 'fastify';
import { academicDetailsBody, academicDetailsSchema } from './schemas';

const tags = ['universities'];
const intern: { access: Access } = { access: ['INT'] };
const admin: { access: Access } = { access: ['ADM'] };

const inviterOf = (request: FastifyRequest): Inviter => {
  const user = currentUser(request);
  return { id: user.id, name: user.name, language: requestLanguage(request) };
};

/**
 * Issue 70: an intern's university, programme and academic supervisor, kept by the intern on
 * their profile or by an administrator on the intern's page; both may send the invitation again.
 */
export default async function academicDetailsRoutes(app: FastifyZod) {
  const deliver = (mailIds: number[]) => {
    for (const id of mailIds) void app.mailer.deliver(id).catch(() => undefined);
  };

  const routes = [
    { prefix: '/Intern/Academic', config: intern, params: undefined },
    { prefix: '/Admin/Intern/:id/Academic', config: admin, params: idParams },
  ];

  for (const { prefix, config, params } of routes) {
    const internId = (request: FastifyRequest) =>
      params ? (request.params as { id: number }).id : currentUser(request).id;
    const notFound = params ? [404] : [];

    app.get(
      prefix,
      {
        config,
        schema: {
          tags,
          security: bearer,
          ...(params ? { params } : {}),
          response: {
            200: academicDetailsSchema,
            ...errorResponses(401, 403, ...notFound, ...(params ? [422] : [])),
          },
        },
      },
      async (request) => getAcademicDetails(app.db, internId(request)),
    );

    app.put(
      prefix,
      {
        config,
        schema: {
          tags,
          security: bearer,
          summary:
            'Saves the university, programme and academic supervisor; a new e-mail is invited',
          ...(params ? { params } : {}),
          body: academicDetailsBody,
          response: { 200: messageSchema, ...errorResponses(401, 403, ...notFound, 409, 422) },
        },
      },
      async (request) => {
        const mailIds = await saveAcademicDetails(
          app.db,
          app.config,
          inviterOf(request),
          internId(request),
          request.body,
        );
        deliver(mailIds);
        const { t } = requestTexts(request);
        return { message: t('University details saved') };
      },
    );

    app.post(
      `${prefix}/Invitation`,
      {
        config,
        schema: {
          tags,
          security: bearer,
          summary: 'Sends the academic supervisor their set-password link again',
          ...(params ? { params } : {}),
          response: {
            200: messageSchema,
            ...errorResponses(401, 403, ...notFound, 409, ...(params ? [422] : [])),
          },
        },
      },
      async (request) => {
        const mailId = await resendInvitation(
          app.db,
          app.config,
          inviterOf(request),
          internId(request),
        );
        deliver([mailId]);
        const { t } = requestTexts(request);
        return { message: t('The invitation was sent again.') };
      },
    );
  }
}
