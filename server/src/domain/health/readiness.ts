import fs from 'node:fs';
import type { Db } from '../../db/database';
import { migrationNames } from '../../db/migrator';
import { appliedMigrationNames, pingDatabase } from './readiness.repository';

/** Which file a SQLite database was opened from (device and inode). */
export interface FileIdentity {
  path: string;
  dev: number;
  ino: number;
}

export const fileIdentity = (file: string): FileIdentity => {
  const { dev, ino } = fs.statSync(file);
  return { path: file, dev, ino };
};

export type Readiness = { ready: true } | { ready: false; reason: string };

const NOT_ANSWERING = 'the database does not answer';

function sameFile(opened: FileIdentity): boolean {
  try {
    const now = fs.statSync(opened.path);
    return now.dev === opened.dev && now.ino === opened.ino;
  } catch {
    return false;
  }
}

async function check(db: Db, sqliteFile: FileIdentity | undefined): Promise<Readiness> {
  // A SQLite file moved or replaced under a running instance (a restore done by hand) is still
  // open here: this instance would read and write the old one.
  if (sqliteFile && !sameFile(sqliteFile)) {
    return { ready: false, reason: 'the database file was moved or replaced: restart' };
  }
  try {
    await pingDatabase(db);
    const applied = new Set(await appliedMigrationNames(db));
    const pending = migrationNames().filter((name) => !applied.has(name));
    if (pending.length > 0) return { ready: false, reason: 'the database schema is not current' };
    return { ready: true };
  } catch {
    return { ready: false, reason: NOT_ANSWERING };
  }
}

/**
 * Whether this instance can serve: its database answers within `timeoutMs` and has every
 * migration this version knows. The reasons are plain sentences, never the error (the route is
 * public, for load balancers).
 */
export async function readiness(
  db: Db,
  sqliteFile: FileIdentity | undefined,
  timeoutMs: number,
): Promise<Readiness> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Readiness>((resolve) => {
    timer = setTimeout(() => resolve({ ready: false, reason: NOT_ANSWERING }), timeoutMs);
  });
  try {
    return await Promise.race([check(db, sqliteFile), late]);
  } finally {
    clearTimeout(timer);
  }
}
