import { PRE_HYDRATION_SCRIPT } from './pre-hydration-script';
import type { RenderedPage } from './render-worker';

const ROOT = '<div id="root"></div>';

/**
 * A page's HTML with its server-drawn markup in #root and its critical CSS in the head; the
 * shell hydrates a root marked `data-server-rendered`, after loading the lazy pages named in
 * #server-rendered-pages.
 */
export function serverRenderedHtml(html: string, page: RenderedPage): string {
  if (!html.includes(ROOT) || !html.includes('</head>')) return html;
  const pages = JSON.stringify(page.pages).replace(/</g, '\\u003c');
  const head =
    `${page.styles}${PRE_HYDRATION_SCRIPT}` +
    `<script id="server-rendered-pages" type="application/json">${pages}</script>`;
  return html
    .replace('</head>', `${head}</head>`)
    .replace(ROOT, `<div id="root" data-server-rendered>${page.html}</div>`);
}
