import { createHash } from 'node:crypto';

// The first script of every page: it sets <html>'s colour-scheme class (shell/src/app/theme.ts)
// from the visitor's choice, which MUI keeps in localStorage ('mui-mode': light, dark or
// system), or from the system's setting, before anything paints, so a dark page never flashes
// light. The browser's theme cookie, which a login sets from the account (issue 67), comes
// drawn on <html> (data-theme, server/src/plugins/page-html.ts): it wins, and goes into
// MUI's item so that MUI agrees once running. MUI's own InitColorSchemeScript does the rest
// only as a React element. Plain ES5, inline, allowed by its hash in the CSP.
const SOURCE =
  "(function(){try{var e=document.documentElement,c=e.getAttribute('data-theme');" +
  "if(c)localStorage.setItem('mui-mode',c);var m=localStorage.getItem('mui-mode')||'system';" +
  "var d=m==='dark'||(m==='system'&&window.matchMedia('(prefers-color-scheme: dark)').matches);" +
  "var s=d?localStorage.getItem('mui-color-scheme-dark')||'dark':" +
  "localStorage.getItem('mui-color-scheme-light')||'light';" +
  "e.classList.remove('light','dark');e.classList.add(s);" +
  '}catch(x){}})();';

export const COLOR_SCHEME_SCRIPT = `<script>${SOURCE}</script>`;
export const COLOR_SCHEME_SCRIPT_HASH = `'sha256-${createHash('sha256').update(SOURCE).digest('base64')}'`;
