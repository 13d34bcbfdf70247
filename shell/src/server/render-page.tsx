import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { prerenderToNodeStream } from 'react-dom/static';
// The static router exists only here: the browser's pages import the router from shared-ui.
// eslint-disable-next-line no-restricted-imports
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { isLanguage, showLanguage, type CatalogueLoaders } from 'shared-api';
import { withServerRenderedPages } from 'shared-ui/server-rendering';
import { AppProviders } from '../app/app-providers';
import { registerSharedCatalogues } from '../app/catalogues';
import { appQueryClient } from '../app/query-layout';
import { routes } from '../app/routes';
import { seedQueries, type ServerQuery } from '../app/server-queries';
import { providePortal, type PortalRoutes } from '../features/remotes/api/load-portal';
import type { PortalName } from '../lib/portal-names';

/** A portal's server build: its route tree and its texts. */
export interface ServerPortal {
  Routes: PortalRoutes;
  catalogue: CatalogueLoaders;
}

export interface RenderedPage {
  /** The markup of #root, as the browser's first render draws it. */
  html: string;
  /** emotion's style elements for that markup (the page's critical CSS). */
  styles: string;
  /** The lazy pages drawn, which the browser loads before it hydrates. */
  pages: string[];
}

async function text(stream: AsyncIterable<Uint8Array | string>): Promise<string> {
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of stream) {
    html += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  }
  return html + decoder.decode();
}

/**
 * Draws `url` as the browser's App does (shell/src/app/app.tsx) with the portals' route trees
 * from their server builds, waiting for every lazy page. The server's release of this build
 * calls it (server/src/domain/server-rendering); the browser then hydrates the markup. `queries`
 * are the answers the page is drawn with (the page's HTML carries them for the browser too);
 * `language` the one it is drawn in (the browser shows it before it hydrates).
 */
export async function renderPage(
  url: string,
  portals: Record<PortalName, ServerPortal>,
  queries: ServerQuery[] = [],
  language = 'en',
): Promise<RenderedPage | null> {
  await registerSharedCatalogues();
  for (const [name, portal] of Object.entries(portals))
    await providePortal(name as PortalName, portal.Routes, portal.catalogue);
  await showLanguage(isLanguage(language) ? language : 'en');
  // Pages are drawn one at a time: each starts from its own answers only.
  appQueryClient.clear();
  seedQueries(appQueryClient, queries);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const errors: unknown[] = [];
  const { result: html, pages } = await withServerRenderedPages(async () => {
    const { prelude } = await prerenderToNodeStream(
      <CacheProvider value={cache}>
        <AppProviders>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </CacheProvider>,
      {
        onError: (error) => void errors.push(error),
        // Every boundary inline: a large one would otherwise come later with a script to show
        // it, which the page's Content-Security-Policy does not allow.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      },
    );
    return text(prelude);
  });
  // A part that failed would be drawn by the browser only: the page is, whole, instead.
  if (errors.length > 0) throw errors[0];
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  return { html, styles, pages };
}
