import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { LetterMeta } from '../../domain/letters/letters.repository';
import * as credentials from '../../domain/credentials/credentials.service';
import * as service from '../../domain/letters/letters.service';
import { verifyDocument } from '../../domain/letters/verify-document';
import { notFound } from '../../lib/errors';
import { m, requestTexts } from '../../lib/texts';
import type { FastifyZod } from '../../lib/fastify-zod';
import { currentUser } from '../../plugins/auth';
import { limits } from '../../plugins/rate-limits';
import { bearer, errorResponses, fieldRules, idParams, messageSchema, textField } from '../common';

const date = z.string().describe('YYYY-MM-DD, in the firm’s time zone');
const letterSchema = z.object({
  id: z.number().int(),
  Code: z.string(),
  Name: z.string(),
  Position: z.string().nullable(),
  Intake: z.string().nullable(),
  StartsOn: date,
  EndsOn: date,
  IssuedOn: date,
  RevokedAt: z.string().nullable().describe('ISO time; null while the letter is live'),
});
const adminLetterSchema = letterSchema.extend({
  RevokeReason: z.string().nullable(),
  VerifyUrl: z
    .string()
    .describe('The public page a reader opens to check it, as the PDF prints it'),
});
const credentialLinkSchema = z.object({
  Id: z.string().describe('The credential’s URL (its id)'),
  Name: z.string().describe('The achievement’s name: the certificate’s name'),
  Organisation: z.string().describe('The issuer’s name'),
  IssuedOn: date,
});
const pdfAnswer = { 200: z.any().describe('application/pdf') };
const admin = { access: ['ADM'] as const };
const intern = { access: ['INT'] as const };
const tags = ['letters'];

const toLetter = (row: LetterMeta): z.infer<typeof letterSchema> => ({
  id: row.id,
  Code: row.code,
  Name: row.intern_name,
  Position: row.position,
  Intake: row.intake_name,
  StartsOn: row.starts_on,
  EndsOn: row.ends_on,
  IssuedOn: row.issued_on,
  RevokedAt: row.revoked_at,
});

/** docs/decisions.md, "Evaluations and letters": completion letters and their verification. */
export default async function letterRoutes(app: FastifyZod) {
  const sendPdf = (reply: FastifyReply, code: string, pdf: Buffer) =>
    reply
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="completion-letter-${code}.pdf"`)
      .header('Cache-Control', 'private, no-store')
      .send(pdf);

  app.get(
    '/Letter/mine',
    {
      config: intern,
      schema: {
        tags,
        security: bearer,
        summary: 'Your live completion letter; null before one is issued',
        response: {
          200: z.object({
            Letter: letterSchema
              .extend({
                Credential: credentialLinkSchema
                  .nullable()
                  .describe('Its Open Badges 3.0 credential; null for a letter issued before them'),
              })
              .nullable(),
          }),
          ...errorResponses(401, 403),
        },
      },
    },
    async (request) => {
      const letter = await service.myLetter(app.db, currentUser(request).id);
      if (!letter) return { Letter: null };
      const Credential = await credentials.credentialLink(app.db, letter.id);
      return { Letter: { ...toLetter(letter), Credential } };
    },
  );

  app.get(
    '/Letter/mine/credential',
    {
      config: intern,
      schema: {
        tags,
        security: bearer,
        summary: 'Download your live letter as an Open Badges 3.0 credential (JSON-LD)',
        response: { 200: z.any().describe('application/ld+json'), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const letter = await service.myLetter(app.db, currentUser(request).id);
      if (!letter) throw notFound(m('No completion letter has been issued to you yet.'));
      const { code, document } = await credentials.letterCredential(app.db, letter.id);
      return reply
        .type('application/ld+json')
        .header('Content-Disposition', `attachment; filename="credential-${code}.json"`)
        .header('Cache-Control', 'private, no-store')
        .send(document);
    },
  );

  app.get(
    '/Letter/mine/pdf',
    {
      config: intern,
      schema: {
        tags,
        security: bearer,
        summary: 'Download your live completion letter',
        response: { ...pdfAnswer, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { code, pdf } = await service.myLetterPdf(app.db, currentUser(request).id);
      return sendPdf(reply, code, pdf);
    },
  );

  app.get(
    '/Letter/intern/:id',
    {
      config: admin,
      schema: {
        tags,
        security: bearer,
        summary: "An intern's letters (newest first) and whether their evaluation is submitted",
        params: idParams,
        response: {
          200: z.object({
            Intern: z.object({ user_id: z.number().int(), Name: z.string() }),
            EvaluationSubmitted: z.boolean(),
            Letters: z.array(adminLetterSchema),
          }),
          ...errorResponses(401, 403, 404),
        },
      },
    },
    async (request) => {
      const status = await service.letterStatus(app.db, request.params.id);
      return {
        Intern: { user_id: status.intern.id, Name: status.intern.name },
        EvaluationSubmitted: status.evaluationSubmitted,
        Letters: status.letters.map((row) => ({
          ...toLetter(row),
          RevokeReason: row.revoke_reason,
          VerifyUrl: service.verifyUrl(app.config, row.code),
        })),
      };
    },
  );

  app.post(
    '/Letter/:id',
    {
      config: admin,
      schema: {
        tags,
        security: bearer,
        summary: "Issue an intern's completion letter (:id is the intern's user id)",
        params: idParams,
        response: {
          201: z.object({ message: z.string(), id: z.number().int(), Code: z.string() }),
          ...errorResponses(401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const admin = currentUser(request);
      const issued = await service.issueLetter(app.db, app.config, request.params.id, admin.id);
      app.mailer.send(issued.mailIds);
      const { t } = requestTexts(request);
      return reply
        .code(201)
        .send({ message: t('Letter issued'), id: issued.id, Code: issued.code });
    },
  );

  app.post(
    '/Letter/:id/revoke',
    {
      config: admin,
      schema: {
        tags,
        security: bearer,
        summary: 'Revoke a letter; its verification page then says so (the reason stays here)',
        params: idParams,
        // Free text like a comment, under its rule: a rule of its own would grow the shared
        // rules, which the first visit downloads.
        body: z.object({ Reason: textField('Reason', fieldRules.comment) }),
        response: { 200: messageSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      await service.revokeLetter(
        app.db,
        app.config,
        request.params.id,
        request.body.Reason,
        currentUser(request).id,
      );
      const { t } = requestTexts(request);
      return { message: t('Letter revoked') };
    },
  );

  app.get(
    '/Letter/:id/pdf',
    {
      config: admin,
      schema: {
        tags,
        security: bearer,
        params: idParams,
        response: { ...pdfAnswer, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { code, pdf } = await service.letterPdf(app.db, request.params.id);
      return sendPdf(reply, code, pdf);
    },
  );

  app.get(
    '/verify/:code',
    {
      config: { access: 'public', rateLimit: limits.verify },
      schema: {
        tags,
        summary:
          'What a completion letter or a logbook copy says, for whoever holds its code; 404 if none has it',
        params: z.object({ code: z.string().max(64) }),
        response: {
          200: z.object({
            Status: z.enum(['genuine', 'revoked']),
            Code: z.string(),
            Name: z.string(),
            Programme: z.string(),
            Position: z.string().nullable(),
            Intake: z.string().nullable(),
            StartsOn: date,
            EndsOn: date,
            IssuedOn: date,
            RevokedOn: date.nullable(),
            Document: z.enum(['letter', 'logbook']),
            Logbook: z
              .object({
                WeeksSigned: z.number().int(),
                Expected: z.number().int(),
                Present: z.number().int(),
                Excused: z.number().int(),
                Absent: z.number().int(),
              })
              .nullable()
              .describe("A logbook copy's signed weeks and attendance; null for a letter"),
          }),
          ...errorResponses(404, 422, 429),
        },
      },
    },
    async (request) => {
      const texts = requestTexts(request);
      const answer = await verifyDocument(app.db, app.config, request.params.code, texts);
      if (!answer) throw notFound(m('No such letter'));
      return answer;
    },
  );
}
