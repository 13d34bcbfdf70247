// ARIA's tokens, which no reader hears as words: named here because eslint.config.mjs's check
// for untranslated texts (formatjs/no-literal-string-in-jsx) takes in every aria-* prop.
export const ARIA_POLITE = 'polite';
export const ARIA_MENU = 'menu';
