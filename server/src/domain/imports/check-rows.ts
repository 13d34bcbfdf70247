import type { DbOrTrx } from '../../db/database';
import type { ImportKind } from '../../db/schema';
import type { Message } from '../../lib/errors';
import { m } from '../../lib/texts';
import { KIND_COLUMNS, ROW_SCHEMAS, type ImportField, type ImportRow } from './import-kinds';
import { findSupervisorIds, findUsedEmails, namedIds } from './imports.repository';
import type { Sheet } from './read-file';

export interface RowProblem {
  /** The row's number in the file (the header is row 1). */
  row: number;
  errors: { field: ImportField | null; message: Message }[];
}

export interface ValidRow<K extends ImportKind = ImportKind> {
  row: number;
  values: ImportRow[K];
  positionId?: number;
  supervisorId?: number;
  intakeId?: number;
}

export interface CheckedRows {
  valid: ValidRow[];
  invalid: RowProblem[];
}

/** Required fields no column goes to: nothing can be imported until one does. */
export const missingFields = (kind: ImportKind, columns: (ImportField | null)[]) =>
  KIND_COLUMNS[kind]
    .filter((spec) => spec.required && !columns.includes(spec.field))
    .map((spec) => spec.field);

/**
 * Every row's errors, by the forms' field rules (import-kinds.ts), then duplicates inside the
 * file and against the database, then references (a position, supervisor or intake by name or
 * e-mail) that do not resolve. Blank rows are skipped.
 */
export async function checkRows(
  db: DbOrTrx,
  kind: ImportKind,
  sheet: Sheet,
  columns: (ImportField | null)[],
): Promise<CheckedRows> {
  const schema = ROW_SCHEMAS[kind];
  const parsed: {
    row: number;
    values?: Record<string, string | undefined>;
    problem: RowProblem;
  }[] = [];
  sheet.rows.forEach((cells, index) => {
    const problem: RowProblem = { row: index + 2, errors: [] };
    if (cells.every((cell) => cell === '')) return;
    const record: Record<string, string> = {};
    columns.forEach((field, column) => {
      const cell = cells[column] ?? '';
      if (!field) return;
      if (typeof cell !== 'string') {
        problem.errors.push({
          field,
          message: m('The {field} cell holds a formula, which is never run: type its value.', {
            field,
          }),
        });
      } else if (cell.trim() !== '') record[field] = cell;
    });
    if (cells.slice(sheet.headers.length).some((cell) => cell !== '')) {
      problem.errors.push({
        field: null,
        message: m('The row has more cells than the header has columns.'),
      });
    }
    const result = schema.safeParse(record);
    if (!result.success) {
      const formulas = new Set(problem.errors.map((error) => error.field));
      for (const issue of result.error.issues) {
        if (formulas.has(String(issue.path[0]) as ImportField)) continue;
        problem.errors.push({
          field: String(issue.path[0]) as ImportField,
          message: issue.message,
        });
      }
    }
    parsed.push({
      row: problem.row,
      values: result.success ? (result.data as Record<string, string | undefined>) : undefined,
      problem,
    });
  });

  const key = kind === 'positions' ? 'Name' : 'Email';
  const keys = parsed.flatMap((entry) => (entry.values?.[key] ? [entry.values[key]] : []));
  const [used, positions, intakes, supervisors] = await Promise.all([
    kind === 'positions'
      ? Promise.resolve(new Set<string>())
      : findUsedEmails(db, keys, kind === 'interns'),
    namedIds(db, 'positions'),
    kind === 'interns' ? namedIds(db, 'intakes') : Promise.resolve(new Map<string, number>()),
    kind === 'interns'
      ? findSupervisorIds(
          db,
          parsed.flatMap((entry) => entry.values?.Supervisor ?? []),
        )
      : Promise.resolve(new Map<string, number>()),
  ]);

  const firstRow = new Map<string, number>();
  const checked: CheckedRows = { valid: [], invalid: [] };
  for (const entry of parsed) {
    const { values, problem } = entry;
    const add = (field: ImportField, message: Message) => problem.errors.push({ field, message });
    const valid: ValidRow = { row: entry.row, values: values as ImportRow[ImportKind] };
    if (values) {
      const own = values[key]!.toLowerCase();
      const first = firstRow.get(own);
      if (first !== undefined)
        add(key, m('This {field} is also in row {row}.', { field: key, row: first }));
      else firstRow.set(own, entry.row);
      if (kind === 'positions') {
        if (positions.has(own)) add('Name', m('This position already exists.'));
      } else {
        if (used.has(values.Email!))
          add('Email', m('This email is already used by another account.'));
        valid.positionId = positions.get(values.Position!.toLowerCase());
        if (valid.positionId === undefined) {
          add('Position', m('No position is named {name}.', { name: values.Position! }));
        }
      }
      if (values.Supervisor) {
        valid.supervisorId = supervisors.get(values.Supervisor);
        if (valid.supervisorId === undefined) {
          add(
            'Supervisor',
            m('No supervisor has the e-mail {email}.', { email: values.Supervisor }),
          );
        }
      }
      if (values.Intake) {
        valid.intakeId = intakes.get(values.Intake.toLowerCase());
        if (valid.intakeId === undefined)
          add('Intake', m('No intake is named {name}.', { name: values.Intake }));
      }
    }
    if (problem.errors.length > 0) checked.invalid.push(problem);
    else checked.valid.push(valid);
  }
  return checked;
}
