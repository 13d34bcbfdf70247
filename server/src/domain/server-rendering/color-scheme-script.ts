import { createHash } from 'node:crypto';

// The first script of every page: it sets <html>'s colour-scheme class (shell/src/app/theme.ts)
// before anything paints, so a dark page never flashes light. The browser's choice comes drawn
// on <html> (data-theme, server/src/plugins/page-html.ts) from the theme cookie, which every
// choice and every login set; without one, the system's setting. It reads no localStorage: a
// page's first use of it waits on the browser process, some 10 ms of a phone's first paint
// (docs/decisions.md, "Languages and themes"). The shell puts the drawn choice into MUI's own item
// before MUI starts (shell/src/app/stored-theme.ts). Plain ES5, inline, allowed by its hash
// in the CSP.
const SOURCE =
  "(function(){try{var e=document.documentElement,m=e.getAttribute('data-theme')||'system';" +
  "var d=m==='dark'||(m==='system'&&window.matchMedia('(prefers-color-scheme: dark)').matches);" +
  "e.classList.remove('light','dark');e.classList.add(d?'dark':'light');" +
  '}catch(x){}})();';

export const COLOR_SCHEME_SCRIPT = `<script>${SOURCE}</script>`;
export const COLOR_SCHEME_SCRIPT_HASH = `'sha256-${createHash('sha256').update(SOURCE).digest('base64')}'`;
