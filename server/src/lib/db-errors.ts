/** A unique-constraint violation, from better-sqlite3 or pg. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * Codes of a database that cannot be reached now: its connection refused, cut or timed out (a
 * restart, a failover, a network fault), PostgreSQL stopping, starting or full of connections
 * (57P0x, 53300, class 08), SQLite locked past its busy timeout. Nothing about the request.
 */
const UNREACHABLE_CODES = new Set([
  ...['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE'],
  ...['ENOTFOUND', 'EAI_AGAIN', '57P01', '57P02', '57P03', '53300', '55000', 'SQLITE_BUSY'],
]);
/** pg's own errors, which carry no code. */
const UNREACHABLE_MESSAGE =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect)/;

const codeOf = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
};

/**
 * Whether `error` is a query refused a connection as every one is in use and the queue for them
 * is full or was waited in too long (db/pool-queue.ts): the database answers, this instance is busy.
 */
export const isPoolBusy = (error: unknown) => codeOf(error) === 'POOL_BUSY';

/** Whether `error` says the database cannot be reached now (so a retry later may pass). */
export function isDatabaseUnreachable(error: unknown): boolean {
  const code = codeOf(error);
  if (UNREACHABLE_CODES.has(code) || code.startsWith('08')) {
    // 55000 is also "object not in prerequisite state": only its refusal to connect counts.
    return code !== '55000' || /not currently accepting connections/.test(String(error));
  }
  return error instanceof Error && UNREACHABLE_MESSAGE.test(error.message);
}

/**
 * Whether `error` says nothing can be written: the disk is full (SQLite, PostgreSQL's 53100,
 * a file's ENOSPC) or the database or its disk is read-only.
 */
export function isStorageFull(error: unknown): boolean {
  // A cause wrapped by the code that met it (a migration, a file written then recorded) counts.
  // Not `instanceof Error`: a native module's errors may come from another realm (jest's).
  for (let depth = 0; typeof error === 'object' && error !== null && depth < 5; depth += 1) {
    const code = codeOf(error);
    if (STORAGE_FULL_CODES.has(code) || code.startsWith('SQLITE_READONLY')) return true;
    error = (error as { cause?: unknown }).cause;
  }
  return false;
}

const STORAGE_FULL_CODES = new Set(['SQLITE_FULL', '53100', '25006', 'ENOSPC', 'EDQUOT', 'EROFS']);

/**
 * Whether `error` is SQLite's failure to read or write its files (SQLITE_IOERR_*): on a full disk
 * some writes fail so (the WAL index grown, a sync) rather than with SQLITE_FULL. Only the disk's
 * room tells which (lib/disk-space.ts).
 */
export const isSqliteIoError = (error: unknown) => codeOf(error).startsWith('SQLITE_IOERR');
