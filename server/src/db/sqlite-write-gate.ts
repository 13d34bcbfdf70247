import {
  CompiledQuery,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  type SqliteDialectConfig,
} from 'kysely';

/**
 * Closed while a long write transaction runs on a second SQLite connection (`inOwnWriteTransaction`).
 * SQLite takes one writer at a time, and better-sqlite3 waits for the lock by blocking the thread:
 * a write on the main connection then would stop the event loop, and with it the transaction it
 * waits for. So writes (and transactions) of the main connection wait here, without blocking,
 * for the gate to open; reads go on, seeing the last commit (WAL).
 */
export class WriteGate {
  private opened: Promise<void> | undefined;
  /** The main connection's driver, once Kysely made it. */
  driver: GatedSqliteDriver | undefined;
  /** The last copy of the log into the file (checkpoint-aside.ts): closing waits for it. */
  checkpoint: Promise<void> | undefined;

  get isOpen() {
    return this.opened === undefined;
  }

  async whenOpen() {
    while (this.opened) await this.opened;
  }

  /** Runs `work` with the gate closed once the main connection holds no write nor transaction. */
  async closedWhile<T>(work: () => Promise<T>): Promise<T> {
    await this.whenOpen();
    let open = () => {};
    this.opened = new Promise<void>((resolve) => (open = resolve));
    try {
      await this.driver?.waitForIdle();
      return await work();
    } finally {
      this.opened = undefined;
      open();
    }
  }
}

/** The main connection, taken (the driver's lock) only at its first statement or transaction. */
class LazyConnection implements DatabaseConnection {
  held: DatabaseConnection | undefined;
  inTransaction = false;

  constructor(private readonly driver: GatedSqliteDriver) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const write = !this.driver.gate.isOpen && this.driver.writes(query.sql);
    if (this.held && write && !this.inTransaction) {
      // A connection taken for a read then writing outside a transaction: it waits like others.
      this.driver.release();
      this.held = undefined;
    }
    this.held ??= await this.driver.take(write);
    return this.held.executeQuery<R>(query);
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number) {
    this.held ??= await this.driver.take(false);
    yield* this.held.streamQuery<R>(query, chunkSize);
  }
}

/** Turns in the order asked: Kysely's own mutex lets a newcomer in first, and can starve one. */
class FairLock {
  private held = false;
  private readonly waiting: (() => void)[] = [];

  async lock() {
    if (!this.held) this.held = true;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  unlock() {
    const next = this.waiting.shift();
    if (next) next();
    else this.held = false;
  }
}

/** SQLite's one connection behind the write gate (see WriteGate), taken in turn. */
export class GatedSqliteDriver implements Driver {
  private readonly inner: SqliteDriver;
  private readonly lock = new FairLock();
  private connection: DatabaseConnection | undefined;

  constructor(
    config: SqliteDialectConfig,
    readonly gate: WriteGate,
    readonly writes: (sql: string) => boolean,
  ) {
    this.inner = new SqliteDriver(config);
  }

  async init() {
    await this.inner.init();
    // Kysely's connection, whose own mutex this driver's lock replaces.
    this.connection = await this.inner.acquireConnection();
  }

  async take(write: boolean): Promise<DatabaseConnection> {
    for (;;) {
      if (write) await this.gate.whenOpen();
      await this.lock.lock();
      if (!write || this.gate.isOpen) return this.connection!;
      this.lock.unlock();
    }
  }

  release() {
    this.lock.unlock();
  }

  /** Once no statement nor transaction of the main connection runs (the gate already closed). */
  async waitForIdle() {
    await this.lock.lock();
    this.lock.unlock();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new LazyConnection(this);
  }

  async beginTransaction(connection: DatabaseConnection) {
    const lazy = connection as LazyConnection;
    lazy.held ??= await this.take(true);
    lazy.inTransaction = true;
    await this.inner.beginTransaction(lazy.held);
  }

  async commitTransaction(connection: DatabaseConnection) {
    const lazy = connection as LazyConnection;
    lazy.inTransaction = false;
    await this.inner.commitTransaction(lazy.held!);
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    const lazy = connection as LazyConnection;
    lazy.inTransaction = false;
    await this.inner.rollbackTransaction(lazy.held!);
  }

  async releaseConnection(connection: DatabaseConnection) {
    const lazy = connection as LazyConnection;
    if (lazy.held) this.release();
    lazy.held = undefined;
  }

  async destroy() {
    await this.gate.checkpoint;
    await this.inner.destroy();
  }
}

export class GatedSqliteDialect extends SqliteDialect {
  constructor(
    private readonly config: SqliteDialectConfig,
    private readonly gate: WriteGate,
    private readonly writes: (sql: string) => boolean,
  ) {
    super(config);
  }

  createDriver(): GatedSqliteDriver {
    this.gate.driver = new GatedSqliteDriver(this.config, this.gate, this.writes);
    return this.gate.driver;
  }
}

/** A second connection's driver: its transaction takes the write lock at once. */
export class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly config: SqliteDialectConfig) {
    super(config);
  }

  createDriver(): Driver {
    const driver = new SqliteDriver(this.config);
    driver.beginTransaction = async (connection) => {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    };
    return driver;
  }
}
