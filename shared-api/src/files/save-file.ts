// shared-api/save-file: not a federated module, so it costs the share tables of no page; each
// build that saves a file (the table's CSV, the personal-data ZIPs) bundles these few lines.
export { readBlobRefusal } from '../calls/personal-data/blob-answer';

/** Saves a file the page holds (a Blob) under `fileName`, through a temporary link. */
export function saveFile(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
