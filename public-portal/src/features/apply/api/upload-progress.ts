/** How far each file of a multipart upload has gone, in whole percent. */
export interface FileProgress {
  Cv: number;
  AttachmentLetter: number;
}

function percent(done: number, size: number): number {
  if (size <= 0) return 100;
  return Math.round((Math.min(Math.max(done, 0), size) / size) * 100);
}

/**
 * Splits the upload's byte count between the two files. The body carries the text fields first
 * and the files last (CV, then the letter), so what precedes the files is the total minus both
 * sizes; the few bytes of the last part's header and the closing boundary are ignored.
 */
export function fileProgress(
  loaded: number,
  total: number | undefined,
  sizes: { Cv: number; AttachmentLetter: number },
): FileProgress {
  const body = total && total > 0 ? total : sizes.Cv + sizes.AttachmentLetter;
  const cvStart = Math.max(body - sizes.Cv - sizes.AttachmentLetter, 0);
  const letterStart = cvStart + sizes.Cv;
  return {
    Cv: percent(loaded - cvStart, sizes.Cv),
    AttachmentLetter: percent(loaded - letterStart, sizes.AttachmentLetter),
  };
}
