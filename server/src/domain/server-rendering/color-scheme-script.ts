import { createHash } from 'node:crypto';

// The first script of every page: it sets <html>'s colour-scheme class (shell/src/app/theme.ts)
// from the visitor's choice, which MUI keeps in localStorage ('mui-mode': light, dark or
// system), or from the system's setting, before anything paints, so a dark page never flashes
// light. MUI's own InitColorSchemeScript does the same, but only as a React element. Plain ES5,
// inline, allowed by its hash in the CSP.
const SOURCE =
  "(function(){try{var m=localStorage.getItem('mui-mode')||'system';" +
  "var d=m==='dark'||(m==='system'&&window.matchMedia('(prefers-color-scheme: dark)').matches);" +
  "var s=d?localStorage.getItem('mui-color-scheme-dark')||'dark':" +
  "localStorage.getItem('mui-color-scheme-light')||'light';" +
  "var e=document.documentElement;e.classList.remove('light','dark');e.classList.add(s);" +
  '}catch(x){}})();';

export const COLOR_SCHEME_SCRIPT = `<script>${SOURCE}</script>`;
export const COLOR_SCHEME_SCRIPT_HASH = `'sha256-${createHash('sha256').update(SOURCE).digest('base64')}'`;
