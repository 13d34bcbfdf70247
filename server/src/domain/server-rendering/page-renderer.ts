import fs from 'node:fs';
import type { Language } from 'shared-api/languages';
import type { FastifyBaseLogger } from 'fastify';
import {
  RenderWorker,
  type PageQueries,
  type RenderBuilds,
  type RenderedPage,
} from './render-worker';

/** The public pages drawn on the server: they hold no per-user data (docs/decisions.md). */
export const SERVER_RENDERED_PATHS = new Set(['/', '/login', '/applicationStatus', '/signUp']);

export interface LiveRenderBuilds extends RenderBuilds {
  /** The live shell and public-portal releases: a new pair draws its pages anew. */
  key: string;
}

/**
 * At most this many pairs of releases have a worker: a share of the shell and one of the public
 * portal make four pairs live at once. Visitors of each pair keep coming, so each keeps its own.
 */
export const MAX_RENDER_PAIRS = 4;
/** A pair no visitor has asked for this long (a release replaced it) gives its worker back. */
const IDLE_MS = 10 * 60_000;

interface Pair {
  worker: RenderWorker;
  pages: Map<string, Promise<RenderedPage | null>>;
  idle: NodeJS.Timeout;
}

/**
 * Draws the public pages with the live releases' server builds and keeps each page for as long
 * as that pair is live: the pages are the same for everyone, and a release or rollback changes
 * the pair, so no markup outlives the code that hydrates it. Without server builds, or when a
 * render fails, a page is drawn by the browser as before (null).
 */
export class PageRenderer {
  /** The pairs in use, the least recently asked first. */
  private readonly pairs = new Map<string, Pair>();

  constructor(private readonly log: FastifyBaseLogger) {}

  render(
    pathname: string,
    builds: LiveRenderBuilds | null,
    language: Language = 'en',
  ): Promise<RenderedPage | null> {
    if (!builds || !SERVER_RENDERED_PATHS.has(pathname)) return Promise.resolve(null);
    const pair = this.forBuilds(builds);
    if (!pair) return Promise.resolve(null);
    // Each page once per language, the first time it is asked in it.
    const key = `${language} ${pathname}`;
    let page = pair.pages.get(key);
    if (!page) pair.pages.set(key, (page = this.draw(pair.worker, pathname, [], language)));
    return page;
  }

  /**
   * Draws a page with its answers, each time it is asked (a letter's verification page: its
   * answer is the code's and changes on revocation, so it is not kept).
   */
  renderWith(
    pathname: string,
    builds: LiveRenderBuilds | null,
    queries: PageQueries,
    language: Language = 'en',
  ): Promise<RenderedPage | null> {
    const pair = builds && this.forBuilds(builds);
    return pair ? this.draw(pair.worker, pathname, queries, language) : Promise.resolve(null);
  }

  async close(): Promise<void> {
    const pairs = [...this.pairs.values()];
    this.pairs.clear();
    for (const pair of pairs) clearTimeout(pair.idle);
    await Promise.all(pairs.map((pair) => pair.worker.stop()));
  }

  private forBuilds(builds: LiveRenderBuilds): Pair | null {
    const known = this.pairs.get(builds.key);
    if (known) {
      this.pairs.delete(builds.key);
      this.pairs.set(builds.key, known);
      known.idle.refresh();
      return known;
    }
    const files = [builds.shell, ...Object.values(builds.portals)];
    if (!files.every((file) => fs.existsSync(file))) return null;
    const worker = new RenderWorker(builds);
    // All at once in English: the first visitor of each page after a release gets it drawn too.
    const pages = new Map(
      [...SERVER_RENDERED_PATHS].map((pathname) => [`en ${pathname}`, this.draw(worker, pathname)]),
    );
    const idle = setTimeout(() => this.retire(builds.key), IDLE_MS).unref();
    const pair = { worker, pages, idle };
    this.pairs.set(builds.key, pair);
    if (this.pairs.size > MAX_RENDER_PAIRS) this.retire(this.pairs.keys().next().value!);
    return pair;
  }

  /** Ends a pair's worker after the renders it was asked for (stop() waits for them). */
  private retire(key: string) {
    const pair = this.pairs.get(key);
    if (!pair) return;
    this.pairs.delete(key);
    clearTimeout(pair.idle);
    void pair.worker.stop();
  }

  private draw(
    worker: RenderWorker,
    pathname: string,
    queries: PageQueries = [],
    language: Language = 'en',
  ) {
    return worker.render(pathname, queries, language).catch((error: unknown) => {
      this.log.error(
        { err: error, pathname },
        'server rendering failed; the browser draws the page',
      );
      return null;
    });
  }
}
