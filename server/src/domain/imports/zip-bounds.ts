import { setImmediate as turn } from 'node:timers/promises';
import { Unzip, UnzipInflate, unzipSync } from 'fflate';
import { HttpError } from '../../lib/errors';
import { m } from '../../lib/texts';
import { cellTooLong, cutOff, refuse, tooManyColumns } from './sheet-bounds';
import { cellColumns, textRuns } from './xml-scan';

const MB = 1024 * 1024;
/** A workbook at the sheet's bounds (sheet-bounds.ts) unpacks to well under these. */
export const MAX_PART_MB = 48;
export const MAX_UNPACKED_MB = 64;
const MAX_PARTS = 1_000;
/** No text or tag of a part's XML is longer: a cell's longest text fits, escaped. */
const MAX_XML_RUN = MB;
/**
 * No cell, even an empty one (a border, a style), lies past this column: refused before exceljs
 * reads the sheet. A filled one past MAX_COLUMNS is refused as the rows are read.
 */
const MAX_CELL_COLUMN = 1_000;
/** Deflate makes at most ~1 000 bytes of one: a slice unpacks to ~4 MB before the next check. */
const SLICE = 4 * 1024;

const partTooLarge = () =>
  refuse(
    m('A part of the file unpacks to more than {max} MB: split it into smaller files.', {
      max: MAX_PART_MB,
    }),
  );
const tooLarge = () =>
  refuse(
    m('The file unpacks to more than {max} MB: split it into smaller files.', {
      max: MAX_UNPACKED_MB,
    }),
  );
const tooManyParts = () =>
  refuse(
    m('The file holds more than {max} parts: save it again as a plain workbook.', {
      max: MAX_PARTS,
    }),
  );

/** The sizes the zip's central directory declares: a refusal before anything is unpacked. */
function checkDeclared(content: Buffer) {
  let parts = 0;
  let total = 0;
  unzipSync(content, {
    filter: ({ originalSize }) => {
      parts += 1;
      total += originalSize;
      if (parts > MAX_PARTS) throw tooManyParts();
      if (originalSize > MAX_PART_MB * MB) throw partTooLarge();
      if (total > MAX_UNPACKED_MB * MB) throw tooLarge();
      return false;
    },
  });
}

/**
 * Unpacks the zip as a stream, a slice at a time (other requests are answered between slices),
 * counting what each part truly becomes, since a declared size may lie; the first bound passed
 * stops it. Nothing unpacked is kept: exceljs reads the file once this has passed.
 */
export async function checkZipBounds(content: Buffer) {
  try {
    checkDeclared(content);
  } catch (error) {
    throw error instanceof HttpError ? error : cutOff();
  }
  let refusal: Error | undefined;
  let total = 0;
  let parts = 0;
  const unzip = new Unzip((file) => {
    parts += 1;
    if (parts > MAX_PARTS) refusal ??= tooManyParts();
    const xml = /\.(xml|rels)$/i.test(file.name);
    const longText = textRuns(MAX_XML_RUN);
    const wideRow = /^xl\/worksheets\/[^/]+\.xml$/i.test(file.name) && cellColumns(MAX_CELL_COLUMN);
    let size = 0;
    file.ondata = (error, chunk) => {
      if (refusal) return;
      if (error) {
        refusal = cutOff();
        return;
      }
      size += chunk.length;
      total += chunk.length;
      if (size > MAX_PART_MB * MB) refusal = partTooLarge();
      else if (total > MAX_UNPACKED_MB * MB) refusal = tooLarge();
      else if (xml && longText(chunk)) refusal = cellTooLong();
      else if (wideRow && wideRow(chunk)) refusal = tooManyColumns();
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < content.length && !refusal; at += SLICE) {
      unzip.push(content.subarray(at, at + SLICE), at + SLICE >= content.length);
      await turn();
    }
  } catch {
    refusal ??= cutOff();
  }
  if (refusal) throw refusal;
}
