import { COLOR_SCHEME_SCRIPT } from '../domain/server-rendering/color-scheme-script';
import type { PageQueries } from '../domain/server-rendering/render-worker';
import { textsIn } from '../lib/texts';
import type { Language } from 'shared-api/languages';
import { portalOfPath } from 'shared-api/portals';
import { THEME_ATTRIBUTE, type Theme } from 'shared-api/themes';
import type { PortalName, RemoteLocations } from './live-releases';

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** What the browser's code needs of the configuration: the firm's name (if set) and time zone. */
export interface PageSettings {
  firmName: string | null;
  timeZone: string;
}

/** JSON that is safe inside a <script> element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The shell's index.html for one page, with the portals' locations inlined (the shell reads them
 * there instead of asking /remotes.json), the page settings (`#app-settings`: the firm's name
 * for the top bar and its time zone for every date), and a preload of the remoteEntry.js of the
 * portal that draws the page, and of the files its routes start with when that portal is served
 * here (`routesFilesOf`), so they download beside the shell's own scripts rather than after them.
 * `appVersion` is the server's, which the user menu shows (meta `app-version`); `releases` the
 * release of each package the page uses (`#page-releases`), which its error reports name.
 */
export function pageHtml(
  indexHtml: string,
  remotes: RemoteLocations,
  pathname: string,
  routesFilesOf: (portal: PortalName) => string[] = () => [],
  settings?: PageSettings,
  appVersion = '',
  language: Language = 'en',
  releases: Record<string, string> = {},
  theme: Theme | null = null,
): string {
  const portal = portalOfPath(pathname);
  const preload = portal
    ? [remotes[portal], ...routesFilesOf(portal)]
        .map((href) => `<link rel="preload" as="script" href="${escapeAttribute(href)}">`)
        .join('')
    : '';
  const version = appVersion
    ? `<meta name="app-version" content="${escapeAttribute(appVersion)}">`
    : '';
  const inlined =
    `<script id="remote-locations" type="application/json">${scriptJson(remotes)}</script>` +
    `<script id="page-releases" type="application/json">${scriptJson(releases)}</script>` +
    (settings
      ? `<script id="app-settings" type="application/json">${scriptJson(settings)}</script>`
      : '');
  const head = `${version}${inlined}${preload}`;
  // The language the page is drawn in (the shell shows it before its first render); its colour
  // scheme is set before the first paint, by the first script of the head.
  const { t } = textsIn(language);
  const description = t('Apply for an internship and run the internship programme.');
  // The browser's theme (its cookie, which a login sets from the account): the first script
  // takes it from <html>; light or dark is drawn at once, even without JavaScript.
  const themed = theme
    ? ` ${THEME_ATTRIBUTE}="${theme}"${theme === 'system' ? '' : ` class="${theme}"`}`
    : '';
  const html = indexHtml
    .replace(/<html[^>]*>/, `<html lang="${language}"${themed}>`)
    .replace(/<head>/, `<head>${COLOR_SCHEME_SCRIPT}`)
    .replace(
      /<meta name="description" content="[^"]*"/,
      `<meta name="description" content="${escapeAttribute(description)}"`,
    )
    .replace(
      /<noscript>[^<]*<\/noscript>/,
      `<noscript>${t('This site needs JavaScript.')}</noscript>`,
    );
  return html.includes('</head>') ? html.replace('</head>', `${head}</head>`) : html;
}

/**
 * A completion letter's verification page: kept out of search engines (it names a person; the
 * X-Robots-Tag header says so too), with the answer it is drawn with (`#server-queries`), which
 * the browser's first render shows as well, so it hydrates the markup instead of asking again.
 */
export function verifyPageHtml(html: string, queries: PageQueries): string {
  const head =
    '<meta name="robots" content="noindex">' +
    `<script id="server-queries" type="application/json">${scriptJson(queries)}</script>`;
  return html.includes('</head>') ? html.replace('</head>', `${head}</head>`) : html;
}
