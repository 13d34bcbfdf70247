import { setImmediate } from 'node:timers/promises';
import type { DbOrTrx } from '../../db/database';
import type { ImportKind } from '../../db/schema';
import type { Message } from '../../lib/errors';
import { m } from '../../lib/texts';
import {
  DATE_FIELDS,
  KIND_COLUMNS,
  ROW_SCHEMAS,
  type ImportField,
  type ImportRow,
} from './import-kinds';
import { intakeDateProblems } from '../intakes/intakes.service';
import {
  findSupervisorIds,
  findUsedEmails,
  findOpenApplicationEmails,
  intakeOffers,
  namedIds,
} from './imports.repository';
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
  positionIds?: number[];
  supervisorId?: number;
  intakeId?: number;
}

export interface CheckedRows {
  valid: ValidRow[];
  invalid: RowProblem[];
}

/** Rows checked between two turns of the event loop: others' requests wait for no more. */
const ROWS_PER_TURN = 100;

/** What a row's key (its e-mail, or its name) may not already be, kind by kind. */
const USED: Record<ImportKind, Message> = {
  supervisors: m('This email is already used by another account.'),
  interns: m('This email is already used by another account.'),
  applications: m('An application for this email is already being processed.'),
  positions: m('This position already exists.'),
  intakes: m('An intake with this name already exists.'),
};

async function usedKeys(db: DbOrTrx, kind: ImportKind, keys: string[]): Promise<Set<string>> {
  if (kind === 'positions' || kind === 'intakes') {
    return new Set((await namedIds(db, kind)).keys());
  }
  if (kind === 'applications') return findOpenApplicationEmails(db, keys);
  return findUsedEmails(db, keys, kind === 'interns');
}

/** An Excel date cell's serial number (days from 1899-12-30), as YYYY-MM-DD. */
function excelDate(cell: string) {
  if (!/^\d{5}$/.test(cell.trim())) return cell;
  return new Date(Date.UTC(1899, 11, 30) + Number(cell) * 86_400_000).toISOString().slice(0, 10);
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
  for (const [index, cells] of sheet.rows.entries()) {
    if (index % ROWS_PER_TURN === ROWS_PER_TURN - 1) await setImmediate();
    const problem: RowProblem = { row: index + 2, errors: [] };
    if (cells.every((cell) => cell === '')) continue;
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
      } else if (cell.trim() !== '')
        record[field] = DATE_FIELDS.has(field) ? excelDate(cell) : cell;
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
  }

  const key: ImportField = ['positions', 'intakes'].includes(kind) ? 'Name' : 'Email';
  const keys = parsed.flatMap((entry) => (entry.values?.[key] ? [entry.values[key]] : []));
  const [used, positions, intakes, supervisors, offers] = await Promise.all([
    usedKeys(db, kind, keys),
    namedIds(db, 'positions'),
    namedIds(db, 'intakes'),
    kind === 'interns'
      ? findSupervisorIds(
          db,
          parsed.flatMap((entry) => entry.values?.Supervisor ?? []),
        )
      : Promise.resolve(new Map<string, number>()),
    intakeOffers(db),
  ]);

  const firstRow = new Map<string, number>();
  const checked: CheckedRows = { valid: [], invalid: [] };
  for (const [index, entry] of parsed.entries()) {
    if (index % ROWS_PER_TURN === ROWS_PER_TURN - 1) await setImmediate();
    const { problem } = entry;
    const values = entry.values as Record<string, string | string[] | undefined> | undefined;
    const add = (field: ImportField, message: Message) => problem.errors.push({ field, message });
    const valid: ValidRow = { row: entry.row, values: values as ImportRow[ImportKind] };
    if (values) {
      const own = String(values[key]).toLowerCase();
      const first = firstRow.get(own);
      if (first !== undefined) {
        add(key, m('This {field} is also in row {row}.', { field: key, row: first }));
      } else firstRow.set(own, entry.row);
      if (used.has(own)) add(key, USED[kind]);
      if (typeof values.Position === 'string') {
        valid.positionId = positions.get(values.Position.toLowerCase());
        if (valid.positionId === undefined) {
          add('Position', m('No position is named {name}.', { name: values.Position }));
        }
      }
      if (Array.isArray(values.Positions)) {
        const ids = values.Positions.map((name) => positions.get(name.toLowerCase()));
        const unknown = values.Positions.filter((_name, index) => ids[index] === undefined);
        for (const name of unknown) add('Positions', m('No position is named {name}.', { name }));
        valid.positionIds = ids.filter((id) => id !== undefined);
        const dates = intakeDateProblems(values as unknown as ImportRow['intakes']);
        for (const [field, messages] of Object.entries(dates)) {
          for (const message of messages) add(field as ImportField, message);
        }
      }
      if (typeof values.Supervisor === 'string') {
        valid.supervisorId = supervisors.get(values.Supervisor);
        if (valid.supervisorId === undefined) {
          add(
            'Supervisor',
            m('No supervisor has the e-mail {email}.', { email: values.Supervisor }),
          );
        }
      }
      if (typeof values.Intake === 'string' && kind !== 'intakes') {
        valid.intakeId = intakes.get(values.Intake.toLowerCase());
        if (valid.intakeId === undefined) {
          add('Intake', m('No intake is named {name}.', { name: values.Intake }));
        } else if (
          valid.positionId !== undefined &&
          !offers.has(`${valid.intakeId}:${valid.positionId}`)
        ) {
          add(
            'Intake',
            m('The intake {intake} does not offer the position {position}.', {
              intake: values.Intake,
              position: String(values.Position),
            }),
          );
        }
      }
    }
    if (problem.errors.length > 0) checked.invalid.push(problem);
    else checked.valid.push(valid);
  }
  return checked;
}
