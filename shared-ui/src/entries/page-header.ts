// shared-ui/page-header: one part of the package, shared on its own (see webpack.base.cjs);
// apart from the rest, as every public page draws it: the language switch, the skip link and
// where the focus goes, with the id of the <main> it skips to, and the footer.
export { LanguageSwitch } from '../preferences/language-switch';
export { MAIN_CONTENT_ID, SkipLink } from '../focus/skip-link';
export { ACCESSIBILITY_PATH, PageFooter } from '../focus/page-footer';
export { focusPageStart, pageHeading } from '../focus/page-focus';
