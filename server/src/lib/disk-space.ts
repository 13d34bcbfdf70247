import fs from 'node:fs';

/** Less room than this for the process is a full disk: SQLite's next write needs some pages. */
const FULL_BELOW_BYTES = 1024 * 1024;

/** Whether the file system of `dir` has (almost) no room left; false when it cannot be asked. */
export function diskLooksFull(dir: string): boolean {
  try {
    const stats = fs.statfsSync(dir);
    return stats.bavail * stats.bsize < FULL_BELOW_BYTES;
  } catch {
    return false;
  }
}
