import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  packServer,
  startPacked,
  type ServerProcess,
} from '../../server/test/helpers/packed-server';

/**
 * `npm run build -w server` and `npm run package` into a temporary folder: the production
 * server with the front ends built by `npm test` and no devDependency.
 */
export function packProduction() {
  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-production-'));
  const folder = path.join(dir, 'package');
  packServer(folder);
  return { folder, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** One instance of the packed server on a fixed port, which can be stopped and started again. */
export class ProductionInstance {
  private process: ServerProcess | undefined;
  private log = '';

  constructor(
    private readonly folder: string,
    readonly port: number,
    private readonly env: Record<string, string>,
  ) {}

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  output() {
    return this.log + (this.process?.output() ?? '');
  }

  async start() {
    if (this.process) this.log += this.process.output();
    this.process = await startPacked(this.folder, { ...this.env, PORT: String(this.port) });
  }

  /** Sends the signal and answers the exit code (null when a signal ended the process). */
  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
    const running = this.process;
    if (!running || running.child.exitCode !== null || running.child.signalCode !== null) {
      return running?.child.exitCode ?? null;
    }
    running.child.kill(signal);
    return running.exited;
  }
}
