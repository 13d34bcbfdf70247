import fs from 'node:fs';

/**
 * The data folder holds the database, the initial admin password and secrets: only the server's
 * own user may enter it (ASVS 4 §14.1). Made 0700, and tightened to 0700 if it already existed.
 */
export function ensurePrivateDir(dir: string) {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
}

/**
 * A folder made for our files only; one that exists already (say /tmp, or an operator's shared
 * backup folder with its sticky bit) keeps its mode: an operator's folder is theirs to set.
 */
export function ensureDir(dir: string) {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
}

/**
 * Creates the file empty with mode 0600 if it is missing, and makes an existing one 0600. SQLite
 * gives its -wal and -shm files the mode of the database file.
 */
export function ensurePrivateFile(file: string) {
  const fd = fs.openSync(file, 'a', 0o600);
  try {
    fs.fchmodSync(fd, 0o600);
  } finally {
    fs.closeSync(fd);
  }
}

/** Makes the file 0600 if it exists. */
export function tightenIfPresent(file: string) {
  if (fs.existsSync(file)) fs.chmodSync(file, 0o600);
}
