import path from 'node:path';
import { Worker } from 'node:worker_threads';

export interface RenderedPage {
  html: string;
  styles: string;
  pages: string[];
}

/** A page's answers to draw it with: [query key, data] pairs, as the browser seeds them. */
export type PageQueries = [key: readonly unknown[], data: unknown][];

export interface RenderBuilds {
  /** The shell release's server build (dist/server/render-page.cjs). */
  shell: string;
  /** Each portal's server build by federation name (dist/server/routes.cjs). */
  portals: Record<string, string>;
}

/**
 * The worker's whole environment: what drawing reads, never the server's secrets (database,
 * SMTP and Redis URLs, the first administrator's password).
 */
function renderEnv(): Record<string, string> {
  const { TZ } = process.env;
  return { NODE_ENV: 'production', ...(TZ ? { TZ } : {}) };
}

type Answer = { id: number; page?: RenderedPage | null; error?: string };

/** A worker thread drawing pages with one pair of releases; renders run one at a time. */
export class RenderWorker {
  private readonly worker: Worker;
  private readonly waiting = new Map<number, (answer: Answer) => void>();
  private nextId = 0;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(builds: RenderBuilds) {
    this.worker = new Worker(path.join(__dirname, 'render-thread.cjs'), {
      env: renderEnv(),
      workerData: builds,
    });
    this.worker.unref();
    this.worker.on('message', (answer: Answer) => this.waiting.get(answer.id)?.(answer));
    this.worker.on('error', (error) => this.failAll(String(error)));
    this.worker.on('exit', (code) => this.failAll(`the render worker exited with ${code}`));
  }

  /**
   * Draws `url` in `language`; `queries` ([key, data] pairs) are the answers it is drawn with.
   */
  render(url: string, queries: PageQueries = [], language = 'en'): Promise<RenderedPage | null> {
    const run = () =>
      new Promise<RenderedPage | null>((resolve, reject) => {
        const id = this.nextId++;
        this.waiting.set(id, (answer) => {
          this.waiting.delete(id);
          if (answer.error !== undefined) reject(new Error(answer.error));
          else resolve(answer.page ?? null);
        });
        this.worker.postMessage({ id, url, queries, language });
      });
    const result = this.queue.then(run, run);
    this.queue = result.catch(() => undefined);
    return result;
  }

  /** Ends the worker once every render asked of it is answered: a visitor waits on each. */
  async stop(): Promise<void> {
    for (let queue = this.queue; ; queue = this.queue) {
      await queue;
      if (queue === this.queue) break;
    }
    await this.worker.terminate();
  }

  private failAll(error: string) {
    for (const answer of [...this.waiting.values()]) answer({ id: -1, error });
  }
}
