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
 * Draws the public pages with the live releases' server builds and keeps each page for as long
 * as that pair is live: the pages are the same for everyone, and a release or rollback changes
 * the pair, so no markup outlives the code that hydrates it. Without server builds, or when a
 * render fails, a page is drawn by the browser as before (null).
 */
export class PageRenderer {
  private current: {
    key: string;
    worker: RenderWorker;
    pages: Map<string, Promise<RenderedPage | null>>;
  } | null = null;

  constructor(private readonly log: FastifyBaseLogger) {}

  render(
    pathname: string,
    builds: LiveRenderBuilds | null,
    language: Language = 'en',
  ): Promise<RenderedPage | null> {
    if (!builds || !SERVER_RENDERED_PATHS.has(pathname)) return Promise.resolve(null);
    const current = this.forBuilds(builds);
    if (!current) return Promise.resolve(null);
    // Each page once per language, the first time it is asked in it.
    const key = `${language} ${pathname}`;
    let page = current.pages.get(key);
    if (!page) current.pages.set(key, (page = this.draw(current.worker, pathname, [], language)));
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
    const current = builds && this.forBuilds(builds);
    return current ? this.draw(current.worker, pathname, queries, language) : Promise.resolve(null);
  }

  async close(): Promise<void> {
    await this.current?.worker.stop();
    this.current = null;
  }

  private forBuilds(builds: LiveRenderBuilds) {
    if (this.current?.key === builds.key) return this.current;
    const files = [builds.shell, ...Object.values(builds.portals)];
    if (!files.every((file) => fs.existsSync(file))) return null;
    void this.current?.worker.stop();
    const worker = new RenderWorker(builds);
    // All at once in English: the first visitor of each page after a release gets it drawn too.
    const pages = new Map(
      [...SERVER_RENDERED_PATHS].map((pathname) => [`en ${pathname}`, this.draw(worker, pathname)]),
    );
    this.current = { key: builds.key, worker, pages };
    return this.current;
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
