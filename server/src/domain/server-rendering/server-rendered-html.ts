import { PRE_HYDRATION_SCRIPT } from './pre-hydration-script';
import type { RenderedPage } from './render-worker';
import { startAfterFirstPaint } from './startup-script';

const ROOT = '<div id="root"></div>';
// The page's scripts and their preloads: in the head, they share a slow network with the rest
// of the page's HTML and hold back its first paint; they start after it (startup-script.ts).
const SCRIPTS = /<script defer[^>]*><\/script>|<link rel="preload" as="script"[^>]*>/g;

/**
 * A page's HTML with its server-drawn markup in #root and its critical CSS in the head; the
 * shell hydrates a root marked `data-server-rendered`, after loading the lazy pages named in
 * #server-rendered-pages.
 */
export function serverRenderedHtml(html: string, page: RenderedPage): string {
  if (!html.includes(ROOT) || !html.includes('</head>') || !html.includes('</body>')) return html;
  const pages = JSON.stringify(page.pages).replace(/</g, '\\u003c');
  const scripts = html.match(SCRIPTS) ?? [];
  const head =
    `${page.styles}${PRE_HYDRATION_SCRIPT}` +
    `<script id="server-rendered-pages" type="application/json">${pages}</script>`;
  return html
    .replace(SCRIPTS, '')
    .replace('</head>', `${head}</head>`)
    .replace(ROOT, `<div id="root" data-server-rendered>${page.html}</div>`)
    .replace('</body>', `${startAfterFirstPaint(scripts)}</body>`);
}
