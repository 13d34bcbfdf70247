import { createHash } from 'node:crypto';

// A server-drawn page starts its scripts once it has painted (docs/decisions.md, "Server
// rendering"). Fetched from the first bytes, twenty files took the main thread's time while the
// page was parsed and laid out, and a phone painted it later; started after the first paint,
// they arrive no later on a slow network, which they wait on anyway. The shell's start comes
// first, then the files it will ask for, preloaded as before; a tab opened in the background
// paints nothing, so it starts them at once. Once all have loaded it says so ('startup-loaded',
// window.__startupLoaded), as the page's load event did for them before: the service worker
// waits for it. Plain ES5, inline, allowed by its hash in the CSP.
const SOURCE = [
  "(function(){var l=JSON.parse(document.getElementById('startup-scripts').textContent),",
  'n=l.length,d=0;',
  "function done(){if(--n===0){window.__startupLoaded=1;dispatchEvent(new Event('startup-loaded'))}}",
  'function add(e,p){e.onload=e.onerror=done;document[p].appendChild(e)}',
  "function go(){if(d)return;d=1;var s=document.createElement('script');s.src=l[0];add(s,'body');",
  "for(var i=1;i<l.length;i++){var p=document.createElement('link');p.rel='preload';",
  "p.as='script';p.href=l[i];add(p,'head')}}",
  "if(document.visibilityState==='hidden')go();",
  'else requestAnimationFrame(function(){setTimeout(go)})})();',
].join('');

export const STARTUP_SCRIPT_HASH = `'sha256-${createHash('sha256').update(SOURCE).digest('base64')}'`;

const decodeAttribute = (text: string) => text.replace(/&quot;/g, '"').replace(/&amp;/g, '&');

/**
 * The loader of `tags` (the page's `<script defer src>` and `<link rel="preload" as="script">`,
 * in order): their addresses, the script's first, and the script that starts them.
 */
export function startAfterFirstPaint(tags: string[]): string {
  const urls = (attribute: 'src' | 'href') =>
    tags.flatMap((tag) => {
      const found = new RegExp(`\\s${attribute}="([^"]*)"`).exec(tag);
      return found ? [decodeAttribute(found[1])] : [];
    });
  const scripts = urls('src');
  // Not the one script a page starts with (none): the tags stay as they were.
  if (scripts.length !== 1) return tags.join('');
  const list = JSON.stringify([...scripts, ...urls('href')]).replace(/</g, '\\u003c');
  return (
    `<script id="startup-scripts" type="application/json">${list}</script>` +
    `<script>${SOURCE}</script>`
  );
}
