import fs from 'node:fs';

/**
 * What `read` makes of a file of a front-end build, read again only when the build replaced it
 * (its mtime changed); `absent` while there is no such file.
 */
export function builtFileReader<T>(file: string, read: (file: string) => T, absent: T) {
  let cached: { mtimeMs: number; value: T } | null = null;
  return (): T => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) return absent;
    if (cached?.mtimeMs !== stat.mtimeMs) cached = { mtimeMs: stat.mtimeMs, value: read(file) };
    return cached.value;
  };
}
