import { z } from 'zod';
import { EVALUATION_CRITERIA, RECOMMENDATIONS } from 'shared-api/evaluations';
import * as service from '../../domain/evaluations/evaluations.service';
import type { FastifyZod } from '../../lib/fastify-zod';
import { todayIn } from '../../lib/time';
import { currentUser } from '../../plugins/auth';
import { bearer, errorResponses, fieldRules, messageSchema, textField } from '../common';
import { m, requestTexts, schemaText } from '../../lib/texts';

const date = z.string().describe('YYYY-MM-DD, in the firm’s time zone');
const score = z.number().int().min(1).max(5).nullable();
const criteria = Object.fromEntries(EVALUATION_CRITERIA.map(({ field }) => [field, score]));
export const evaluationSchema = z.object({
  ...(criteria as Record<(typeof EVALUATION_CRITERIA)[number]['field'], typeof score>),
  Assessment: z.string().nullable(),
  Recommendation: z.enum(RECOMMENDATIONS).nullable(),
  SubmittedAt: z.string().nullable().describe('Null for a draft; once set it is read-only'),
  Supervisor: z.string().nullable().describe('Who wrote it; null before anything is saved'),
});

const criterionField = (field: string) => {
  const error = schemaText(m('The {field} must be a whole number from 1 to 5.', { field }));
  return z
    .number({ error })
    .int({ error })
    .min(1, { error })
    .max(5, { error })
    .nullable()
    .optional();
};
const evaluationBody = z
  .object({
    ...(Object.fromEntries(
      EVALUATION_CRITERIA.map(({ field }) => [field, criterionField(field)]),
    ) as Record<(typeof EVALUATION_CRITERIA)[number]['field'], ReturnType<typeof criterionField>>),
    // A draft may leave it empty; a submit needs it (the rule's min).
    Assessment: textField('Assessment', { ...fieldRules.assessment, min: 0 })
      .nullable()
      .optional(),
    Recommendation: z
      .enum(RECOMMENDATIONS, {
        error: schemaText(
          m('The Recommendation must be one of: {values}.', { values: RECOMMENDATIONS.join(', ') }),
        ),
      })
      .nullable()
      .optional(),
  })
  .describe('Fields left out keep their saved value; null clears one');
const internParams = z.object({
  internId: z.coerce
    .number({ error: m('The intern id must be a number.') })
    .int()
    .positive(),
});
const supervisor = { access: ['SUP'] as const };
const tags = ['evaluations'];

/** docs/decisions.md, "Evaluations and letters": the final evaluation and the intern's dates. */
export default async function evaluationRoutes(app: FastifyZod) {
  const today = () => todayIn(app.config.APP_TIMEZONE);

  app.get(
    '/Evaluation/mine',
    {
      config: { access: ['INT'] },
      schema: {
        tags,
        security: bearer,
        summary: 'Your final evaluation once submitted; null before (a draft stays unseen)',
        response: {
          200: z.object({ Evaluation: evaluationSchema.nullable() }),
          ...errorResponses(401, 403),
        },
      },
    },
    async (request) => ({
      Evaluation: await service.myEvaluation(app.db, currentUser(request).id),
    }),
  );

  app.get(
    '/Internship/mine',
    {
      config: { access: ['INT'] },
      schema: {
        tags,
        security: bearer,
        summary: "Your intake's name and dates; null for an intern without an intake",
        response: {
          200: z.object({
            Internship: z
              .object({
                Name: z.string(),
                StartsOn: date,
                EndsOn: date,
                DaysLeft: z
                  .number()
                  .int()
                  .describe("Days from the firm's today to EndsOn: 0 on the last day"),
              })
              .nullable(),
          }),
          ...errorResponses(401, 403),
        },
      },
    },
    async (request) => ({
      Internship: await service.myInternship(app.db, currentUser(request).id, today()),
    }),
  );

  app.get(
    '/Evaluation/:internId',
    {
      config: { access: ['SUP', 'ADM'] },
      schema: {
        tags,
        security: bearer,
        summary:
          "Your intern's final evaluation (any intern's for an admin): the draft, the " +
          'submitted one or an empty one, and from when it may be written',
        params: internParams,
        response: {
          200: z.object({
            Intern: z.object({ id: z.number().int(), Name: z.string() }),
            Evaluation: evaluationSchema,
            OpensOn: date.nullable().describe('A week before the intake ends; null: any time'),
            Writable: z.boolean(),
          }),
          ...errorResponses(401, 403, 404, 422),
        },
      },
    },
    async (request) =>
      service.readEvaluation(app.db, currentUser(request), request.params.internId, today()),
  );

  app.put(
    '/Evaluation/:internId',
    {
      config: supervisor,
      schema: {
        tags,
        security: bearer,
        summary: "Save your intern's evaluation as a draft",
        params: internParams,
        body: evaluationBody,
        response: { 200: messageSchema, ...errorResponses(401, 403, 409, 422) },
      },
    },
    async (request) => {
      const { internId } = request.params;
      const actor = currentUser(request);
      await service.writeEvaluation(
        app.db,
        app.config,
        actor,
        internId,
        request.body,
        today(),
        false,
      );
      const { t } = requestTexts(request);
      return { message: t('Draft saved') };
    },
  );

  app.post(
    '/Evaluation/:internId/submit',
    {
      config: supervisor,
      schema: {
        tags,
        security: bearer,
        summary:
          'Submit the evaluation (with these changes, if any): every field is required; ' +
          'it is read-only afterwards',
        params: internParams,
        body: evaluationBody.nullish(),
        response: { 200: messageSchema, ...errorResponses(401, 403, 409, 422) },
      },
    },
    async (request) => {
      const { internId } = request.params;
      const actor = currentUser(request);
      app.mailer.send(
        await service.writeEvaluation(
          app.db,
          app.config,
          actor,
          internId,
          request.body ?? {},
          today(),
          true,
        ),
      );
      const { t } = requestTexts(request);
      return { message: t('Evaluation submitted') };
    },
  );
}
