import { setImmediate } from 'node:timers/promises';
import type { Language } from 'shared-api/languages';
import type { Config } from '../../config';
import type { Db, Trx } from '../../db/database';
import { inOwnWriteTransaction } from '../../db/own-write-transaction';
import type { ImportKind } from '../../db/schema';
import { HttpError, ValidationError, conflict, notFound } from '../../lib/errors';
import { m } from '../../lib/texts';
import { DAY, MINUTE, isoNow } from '../../lib/time';
import { insertIntake, replaceIntakePositions } from '../intakes/intakes.repository';
import { insertPosition } from '../positions/positions.repository';
import { checkRows, missingFields, type ValidRow } from './check-rows';
import { KIND_COLUMNS, matchColumns, type ImportField, type ImportRow } from './import-kinds';
import * as imports from './imports.repository';
import { importPeople, PART_ROWS } from './import-people';
import { readSheet } from './read-file';

/** How long an import may be undone, and an upload never imported kept. */
export const UNDO_WINDOW_MS = DAY;

/** Far longer than the largest import takes (docs/benchmarks.md): one running longer stopped. */
const STOPPED_AFTER_MS = 30 * MINUTE;

/** Rows done so far by the running import of this instance (a transaction's rows are unseen). */
const progress = new Map<number, number>();

const importNotFound = () => notFound(m('Import not found'));

async function loadImport(db: Db, id: number) {
  const found = await imports.findImport(db, id);
  if (!found) throw importNotFound();
  return found;
}

const columnsOf = (row: { columns: string }) => JSON.parse(row.columns) as (ImportField | null)[];

async function sheetOf(row: { file_content: Buffer | null }) {
  if (!row.file_content) throw conflict(m('This import has ended; its file is no longer kept.'));
  return readSheet(Buffer.from(row.file_content));
}

/** Stores an uploaded file (checked whole first) with its columns matched by their headers. */
export async function uploadImport(
  db: Db,
  input: {
    kind: ImportKind;
    fileName: string;
    content: Buffer;
    userId: number;
    language: Language;
  },
) {
  const sheet = await readSheet(input.content);
  const columns = matchColumns(input.kind, sheet.headers);
  await imports.deleteAbandonedUploads(db, isoNow(Date.now() - UNDO_WINDOW_MS));
  const id = await imports.insertImport(db, {
    kind: input.kind,
    status: 'uploaded',
    file_name: input.fileName.slice(0, 200),
    file_content: input.content,
    columns: JSON.stringify(columns),
    total_rows: sheet.rows.length,
    language: input.language,
    created_by: input.userId,
    created_at: isoNow(),
  });
  return id;
}

/** A new field for each column (null: left out); a field may take one column only. */
export async function setImportColumns(db: Db, id: number, columns: (ImportField | null)[]) {
  const row = await loadImport(db, id);
  if (row.status !== 'uploaded')
    throw conflict(m('This import has started; its columns are fixed.'));
  const sheet = await sheetOf(row);
  if (columns.length !== sheet.headers.length) {
    throw new ValidationError({
      Columns: [m('Give one field (or none) for each column of the file.')],
    });
  }
  const fields = new Set(KIND_COLUMNS[row.kind].map((spec) => spec.field));
  const chosen = columns.filter((field) => field !== null);
  if (chosen.some((field) => !fields.has(field))) {
    throw new ValidationError({ Columns: [m('A field does not belong to this kind of import.')] });
  }
  if (new Set(chosen).size !== chosen.length) {
    throw new ValidationError({ Columns: [m('Each field may take one column only.')] });
  }
  await imports.updateImport(db, id, { columns: JSON.stringify(columns) });
}

/** The dry run: the file's columns, their fields, and every row's errors; nothing is written. */
export async function previewImport(db: Db, id: number) {
  const row = await loadImport(db, id);
  const columns = columnsOf(row);
  const base = { row, columns, missing: missingFields(row.kind, columns) };
  if (!row.file_content) return { ...base, headers: [] as string[], checked: undefined };
  const sheet = await sheetOf(row);
  const checked =
    base.missing.length > 0 ? undefined : await checkRows(db, row.kind, sheet, columns);
  return { ...base, headers: sheet.headers, checked };
}

export function importProgress(id: number) {
  return progress.get(id);
}

/**
 * Starts the import on the server: the caller gets the job's id back at once, and the import
 * goes on whether or not the page stays open. One import runs at a time.
 */
export async function startImport(
  db: Db,
  config: Config,
  id: number,
  allOrNothing: boolean,
  onError: (error: unknown) => void,
) {
  const row = await loadImport(db, id);
  if (row.status !== 'uploaded') throw conflict(m('This import has already run.'));
  const missing = missingFields(row.kind, columnsOf(row));
  if (missing.length > 0) {
    throw new ValidationError({
      Columns: [m('Match a column to each of: {fields}.', { fields: missing.join(', ') })],
    });
  }
  await imports.failStoppedImports(db, isoNow(Date.now() - STOPPED_AFTER_MS), isoNow());
  if (await imports.isImportRunning(db))
    throw conflict(m('Another import is running; wait for it to end.'));
  const started = await imports.moveImport(db, id, 'uploaded', {
    status: 'running',
    started_at: isoNow(),
    all_or_nothing: allOrNothing ? 1 : 0,
  });
  if (!started) throw conflict(m('This import has already run.'));
  progress.set(id, 0);
  void runImport(db, config, id)
    .catch(async (error) => {
      onError(error);
      await imports
        .updateImport(db, id, { status: 'failed', file_content: null, finished_at: isoNow() })
        .catch(() => undefined);
    })
    .finally(() => progress.delete(id));
}

async function runImport(db: Db, config: Config, id: number) {
  const row = await loadImport(db, id);
  const sheet = await sheetOf(row);
  // Others' requests are answered between its steps, and see none of it until it commits.
  await inOwnWriteTransaction(db, async (trx) => {
    const checked = await checkRows(trx, row.kind, sheet, columnsOf(row));
    const refused = row.all_or_nothing === 1 && checked.invalid.length > 0;
    const created: number[] = [];
    if (!refused) {
      for (let start = 0; start < checked.valid.length; start += PART_ROWS) {
        await setImmediate();
        const part = checked.valid.slice(start, start + PART_ROWS);
        if (row.kind === 'positions' || row.kind === 'intakes') {
          for (const valid of part) created.push(await importRow(trx, row.kind, valid));
        } else {
          created.push(...(await importPeople(trx, config, { ...row, kind: row.kind }, part)));
        }
        progress.set(id, created.length);
      }
      await imports.insertImportRows(trx, id, created);
    }
    await imports.updateImport(trx, id, {
      status: refused ? 'refused' : 'done',
      file_content: null,
      imported_rows: created.length,
      skipped_rows: checked.invalid.length + (refused ? checked.valid.length : 0),
      finished_at: isoNow(),
    });
  });
}

/** A position's or an intake's row (their files are short: one statement each). */
async function importRow(
  trx: Trx,
  kind: 'positions' | 'intakes',
  valid: ValidRow,
): Promise<number> {
  if (kind === 'positions') {
    return insertPosition(trx, (valid.values as ImportRow['positions']).Name);
  }
  const intake = valid.values as ImportRow['intakes'];
  const id = await insertIntake(trx, {
    name: intake.Name,
    applications_open_on: intake.ApplicationsOpen,
    applications_close_on: intake.ApplicationsClose,
    starts_on: intake.InternshipStart,
    ends_on: intake.InternshipEnd,
  });
  await replaceIntakePositions(trx, id, [...new Set(valid.positionIds)]);
  return id;
}

const UNDO: Record<
  ImportKind,
  {
    used: (trx: Trx, ids: number[]) => Promise<number>;
    remove: (trx: Trx, ids: number[], since: string) => Promise<void>;
  }
> = {
  positions: { used: imports.countUsedPositions, remove: imports.deletePositions },
  intakes: { used: imports.countUsedIntakes, remove: imports.deleteIntakes },
  applications: { used: imports.countUsedApplications, remove: imports.deleteApplications },
  supervisors: { used: imports.countUsedUsers, remove: imports.deleteImportedUsers },
  interns: { used: imports.countUsedUsers, remove: imports.deleteImportedUsers },
};

/**
 * Undoes the newest import, within a day of its end, while nothing was done with its rows: its
 * accounts never signed in nor were given work, its positions are used by nothing.
 */
export async function undoImport(db: Db, id: number, userId: number) {
  const row = await loadImport(db, id);
  const last = await imports.findLastFinishedImport(db);
  if (row.status !== 'done' || last?.id !== id) {
    throw conflict(m('Only the last import can be undone.'));
  }
  if (Date.parse(row.finished_at!) < Date.now() - UNDO_WINDOW_MS) {
    throw conflict(m('An import can be undone only within a day.'));
  }
  return inOwnWriteTransaction(db, async (trx) => {
    const ids = await imports.listImportRowIds(trx, id);
    const used = await UNDO[row.kind].used(trx, ids);
    if (used > 0) {
      throw new HttpError(
        409,
        m('{count} of its rows have been used since; the import cannot be undone.', {
          count: used,
        }),
      );
    }
    await UNDO[row.kind].remove(trx, ids, row.created_at);
    const moved = await imports.moveImport(trx, id, 'done', {
      status: 'undone',
      undone_by: userId,
      undone_at: isoNow(),
    });
    if (!moved) throw conflict(m('Only the last import can be undone.'));
    return ids.length;
  });
}
