/*
 * Scans of a part's XML as it is unpacked, a chunk at a time, with what they found so far carried
 * to the next chunk: cheap enough to run over every byte, so a bound is met before exceljs
 * builds anything of the part.
 */

const LESS = 0x3c;
const GREATER = 0x3e;

/** The longest run of bytes without `<` or `>` (a text or a tag) goes past `max`. */
export function textRuns(max: number) {
  let run = 0;
  return (chunk: Uint8Array) => {
    for (let i = 0; i < chunk.length; i += 1) {
      const byte = chunk[i];
      run = byte === LESS || byte === GREATER ? 0 : run + 1;
      if (run > max) return true;
    }
    return false;
  };
}

/** ` r="`: a cell's reference in a worksheet, its column's letters next (`<c r="AB12"`). */
const REFERENCE = [0x20, 0x72, 0x3d, 0x22];
const A = 0x41;
const Z = 0x5a;

/** A cell reference names a column past `max` (a row's own `r="12"` has no letters). */
export function cellColumns(max: number) {
  let matched = 0;
  let column = -1;
  return (chunk: Uint8Array) => {
    for (let i = 0; i < chunk.length; i += 1) {
      const byte = chunk[i];
      if (column >= 0) {
        if (byte >= A && byte <= Z) {
          column = column * 26 + (byte - A + 1);
          if (column > max) return true;
          continue;
        }
        column = -1;
      }
      if (byte === REFERENCE[matched]) matched += 1;
      else matched = byte === REFERENCE[0] ? 1 : 0;
      if (matched === REFERENCE.length) {
        matched = 0;
        column = 0;
      }
    }
    return false;
  };
}
