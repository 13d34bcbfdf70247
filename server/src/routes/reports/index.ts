import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { renderReportPdf } from '../../domain/reports/report-pdf';
import { renderReportXlsx } from '../../domain/reports/report-xlsx';
import { programmeReport } from '../../domain/reports/report.service';
import type { ReportScope } from '../../domain/reports/report-scope';
import type { FastifyZod } from '../../lib/fastify-zod';
import { requestTexts } from '../../lib/texts';
import { todayIn } from '../../lib/time';
import { bearer, errorResponses } from '../common';
import { reportQuery, toScope } from './report-query';
import { reportSchema } from './report-schemas';

const admin = { access: ['ADM'] as const };
const tags = ['reports'];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The file's name says what it is of: an intake's id, none, or the range's days. */
const fileName = (scope: ReportScope, extension: string) =>
  `programme-report-${'intakeId' in scope ? (scope.intakeId ?? 'none') : `${scope.from}-to-${scope.to}`}.${extension}`;

/** docs/decisions.md, "Intakes": an intake's or a date range's programme report. */
export default async function reportRoutes(app: FastifyZod) {
  const zone = () => app.config.APP_TIMEZONE;
  const send = (reply: FastifyReply, type: string, name: string, file: Buffer) =>
    reply
      .type(type)
      .header('Content-Disposition', `attachment; filename="${name}"`)
      .header('Cache-Control', 'private, no-store')
      .send(file);
  const download = (type: string, summary: string) => ({
    config: admin,
    schema: {
      tags,
      security: bearer,
      summary,
      querystring: reportQuery,
      response: { 200: z.any().describe(type), ...errorResponses(401, 403, 404, 422) },
    },
  });

  app.get(
    '/Admin/Report',
    {
      config: admin,
      schema: {
        tags,
        security: bearer,
        summary: 'The programme report of an intake (none: the default) or a date range',
        querystring: reportQuery,
        response: { 200: reportSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => programmeReport(app.db, toScope(request.query), todayIn(zone()), zone()),
  );

  app.get(
    '/Admin/Report/Xlsx',
    download(XLSX, 'The programme report as a spreadsheet, one sheet per table'),
    async (request, reply) => {
      const scope = toScope(request.query);
      const report = await programmeReport(app.db, scope, todayIn(zone()), zone());
      const file = await renderReportXlsx(report, requestTexts(request));
      return send(reply, XLSX, fileName(scope, 'xlsx'), file);
    },
  );

  app.get(
    '/Admin/Report/Pdf',
    download('application/pdf', 'The programme report as a PDF, its funnel and ratings drawn'),
    async (request, reply) => {
      const scope = toScope(request.query);
      const today = todayIn(zone());
      const report = await programmeReport(app.db, scope, today, zone());
      const texts = requestTexts(request);
      const file = await renderReportPdf(report, texts, app.config.FIRM_NAME, today);
      return send(reply, 'application/pdf', fileName(scope, 'pdf'), file);
    },
  );
}
