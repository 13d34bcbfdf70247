import { z } from 'zod';
import { KIND_COLUMNS, IMPORT_KINDS, type ImportField } from '../../domain/imports/import-kinds';
import {
  importProgress,
  previewImport,
  setImportColumns,
  startImport,
  undoImport,
  uploadImport,
} from '../../domain/imports/imports.service';
import { listImports } from '../../domain/imports/imports.repository';
import { importTemplate } from '../../domain/imports/templates';
import type { FastifyZod } from '../../lib/fastify-zod';
import { notFound, type Message } from '../../lib/errors';
import { requestLanguage } from '../../lib/request-language';
import { m, requestTexts, sayAgain, type Texts } from '../../lib/texts';
import { currentUser } from '../../plugins/auth';
import { bearer, createdSchema, errorResponses, idParams, messageSchema } from '../common';
import { readImportUpload } from './upload';

const tags = ['imports'];
const admin = { access: ['ADM'] as const };
const kindEnum = z.enum(IMPORT_KINDS, {
  error: m('The Kind must be supervisors, interns, positions, intakes or applications.'),
});
const fields = [
  'Name',
  'Email',
  'PhoneNumber',
  'Position',
  'Supervisor',
  'Intake',
  'Language',
  'ApplicationsOpen',
  'ApplicationsClose',
  'InternshipStart',
  'InternshipEnd',
  'Positions',
] as const satisfies ImportField[];
const fieldEnum = z.enum(fields);

const say = (texts: Texts, message: Message) =>
  typeof message === 'string' ? sayAgain(texts, message) : texts.t(message.text, message.values);

const importSchema = z.object({
  id: z.number().int(),
  Kind: kindEnum,
  Status: z.enum(['uploaded', 'running', 'done', 'refused', 'failed', 'undone']),
  FileName: z.string(),
  TotalRows: z.number().int(),
  DoneRows: z.number().int().describe('Rows imported so far (while running) or in all'),
  SkippedRows: z.number().int(),
  CreatedAt: z.string(),
  CreatedBy: z.string(),
  FinishedAt: z.string().nullable(),
  UndoneAt: z.string().nullable(),
  UndoneBy: z.string().nullable(),
});

const previewSchema = z.object({
  Columns: z.array(z.object({ Header: z.string(), Field: fieldEnum.nullable() })),
  Missing: z.array(fieldEnum).describe('Required fields no column goes to'),
  Valid: z.number().int(),
  Invalid: z.number().int(),
  Rows: z.array(
    z.object({
      Row: z.number().int().describe('The row in the file (the header is row 1)'),
      Errors: z.array(z.object({ Field: fieldEnum.nullable(), Message: z.string() })),
    }),
  ),
  Total: z.number().int().describe('Rows with errors'),
});

const toImport = (
  row: Awaited<ReturnType<typeof listImports>>[number],
): z.infer<typeof importSchema> => ({
  id: row.id,
  Kind: row.kind,
  Status: row.status,
  FileName: row.file_name,
  TotalRows: row.total_rows,
  DoneRows: importProgress(row.id) ?? row.imported_rows,
  SkippedRows: row.skipped_rows,
  CreatedAt: row.created_at,
  CreatedBy: row.created_by_name,
  FinishedAt: row.finished_at,
  UndoneAt: row.undone_at,
  UndoneBy: row.undone_by_name,
});

const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(1000).default(25),
});

/** docs/decisions.md, "Imports": spreadsheets of people or positions, previewed, then imported. */
export default async function importRoutes(app: FastifyZod) {
  app.get(
    '/Admin/Imports/Kinds',
    {
      config: admin,
      schema: {
        tags,
        security: bearer,
        summary: "What can be imported: each kind's columns, in the reader's language",
        response: {
          200: z.object({
            Kinds: z.array(
              z.object({
                Kind: kindEnum,
                Columns: z.array(
                  z.object({
                    Field: fieldEnum,
                    Header: z.string(),
                    Required: z.boolean(),
                    Rule: z.string(),
                    Example: z.string(),
                  }),
                ),
              }),
            ),
          }),
          ...errorResponses(401, 403),
        },
      },
    },
    async (request) => {
      const texts = requestTexts(request);
      return {
        Kinds: IMPORT_KINDS.map((kind) => ({
          Kind: kind,
          Columns: KIND_COLUMNS[kind].map((spec) => ({
            Field: spec.field,
            Header: spec[texts.language],
            Required: spec.required,
            Rule: texts.t(spec.rule),
            Example: spec.example,
          })),
        })),
      };
    },
  );

  app.get(
    '/Admin/Imports/Template/:kind',
    {
      config: admin,
      schema: {
        tags,
        security: bearer,
        summary:
          "An empty file for a kind: its header row, an example row (and in XLSX, each column's rule)",
        params: z.object({ kind: kindEnum }),
        querystring: z.object({ format: z.enum(['csv', 'xlsx']).default('xlsx') }),
        response: { 200: z.any().describe('text/csv or XLSX'), ...errorResponses(401, 403, 422) },
      },
    },
    async (request, reply) => {
      const { kind } = request.params;
      const { format } = request.query;
      const file = await importTemplate(kind, format, requestTexts(request));
      return reply
        .type(
          format === 'csv'
            ? 'text/csv; charset=utf-8'
            : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        )
        .header('Content-Disposition', `attachment; filename="import-${kind}.${format}"`)
        .send(file);
    },
  );

  app.get(
    '/Admin/Imports',
    {
      config: admin,
      schema: {
        tags,
        security: bearer,
        summary: 'The newest 50 imports, with who imported and who undid each (the audit record)',
        response: {
          200: z.object({ Imports: z.array(importSchema) }),
          ...errorResponses(401, 403),
        },
      },
    },
    async () => ({ Imports: (await listImports(app.db, 50)).map(toImport) }),
  );

  app.post(
    '/Admin/Imports',
    {
      config: { ...admin, multipartStream: true },
      validatorCompiler: () => (data) => ({ value: data }),
      schema: {
        tags,
        security: bearer,
        summary: 'Upload a CSV or XLSX file (multipart: Kind, File) to preview and import',
        consumes: ['multipart/form-data'],
        body: z.object({
          Kind: kindEnum,
          File: z.string().describe('CSV or XLSX, at most 5 MB and 20 000 rows'),
        }),
        response: { 201: createdSchema, ...errorResponses(400, 401, 403, 413, 415, 422) },
      },
    },
    async (request, reply) => {
      const { t } = requestTexts(request);
      const { kind, file } = await readImportUpload(request);
      const id = await uploadImport(app.db, {
        kind,
        fileName: file.name,
        content: file.content,
        userId: currentUser(request).id,
        language: requestLanguage(request),
      });
      return reply.code(201).send({ message: t('File uploaded'), id });
    },
  );

  app.get(
    '/Admin/Imports/:id/Preview',
    {
      config: admin,
      schema: {
        tags,
        security: bearer,
        summary:
          "The dry run: the columns' fields and every row's errors (a page of the rows with errors)",
        params: idParams,
        querystring: pageQuery,
        response: { 200: previewSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const texts = requestTexts(request);
      const { page, pageSize } = request.query;
      const preview = await previewImport(app.db, request.params.id);
      const invalid = preview.checked?.invalid ?? [];
      return {
        Columns: preview.headers.map((header, index) => ({
          Header: header,
          Field: preview.columns[index] ?? null,
        })),
        Missing: preview.missing,
        Valid: preview.checked?.valid.length ?? 0,
        Invalid: invalid.length,
        Rows: invalid.slice((page - 1) * pageSize, page * pageSize).map((problem) => ({
          Row: problem.row,
          Errors: problem.errors.map((error) => ({
            Field: error.field,
            Message: say(texts, error.message),
          })),
        })),
        Total: invalid.length,
      };
    },
  );

  app.put(
    '/Admin/Imports/:id/Columns',
    {
      config: admin,
      schema: {
        tags,
        security: bearer,
        summary: "Change the columns' matches: one field or null per column of the file, in order",
        params: idParams,
        body: z.object({ Columns: z.array(fieldEnum.nullable()).max(1000) }),
        response: { 200: messageSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const { t } = requestTexts(request);
      await setImportColumns(app.db, request.params.id, request.body.Columns);
      return { message: t('Columns saved') };
    },
  );

  app.post(
    '/Admin/Imports/:id/Run',
    {
      config: admin,
      schema: {
        tags,
        security: bearer,
        summary:
          'Import the valid rows (or, with AllOrNothing, nothing if any row has an error), on the server',
        params: idParams,
        body: z.object({ AllOrNothing: z.boolean().default(false) }),
        response: { 202: messageSchema, ...errorResponses(401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const { t } = requestTexts(request);
      await startImport(app.db, app.config, request.params.id, request.body.AllOrNothing, (error) =>
        app.log.error({ err: error, importId: request.params.id }, 'import failed'),
      );
      return reply.code(202).send({ message: t('The import has started.') });
    },
  );

  app.get(
    '/Admin/Imports/:id',
    {
      config: admin,
      schema: {
        tags,
        security: bearer,
        summary: "An import's state and progress",
        params: idParams,
        response: { 200: importSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const [row] = await listImports(app.db, 1, request.params.id);
      if (!row) throw notFound(m('Import not found'));
      return toImport(row);
    },
  );

  app.post(
    '/Admin/Imports/:id/Undo',
    {
      config: admin,
      schema: {
        tags,
        security: bearer,
        summary: 'Undo the last import, within a day, while nothing was done with its rows',
        params: idParams,
        response: {
          200: messageSchema.extend({ Removed: z.number().int() }),
          ...errorResponses(401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const { t } = requestTexts(request);
      const removed = await undoImport(app.db, request.params.id, currentUser(request).id);
      return { message: t('The import was undone.'), Removed: removed };
    },
  );
}
