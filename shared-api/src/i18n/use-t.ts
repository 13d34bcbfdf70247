import { useSyncExternalStore } from 'react';
import type { Language } from './languages';
import { useLanguageStore, type Translate } from './language-store';

export type { TextValues, Translate } from './language-store';

/**
 * A text in the language on screen, outside React (a toast's text, a document title). The id is
 * the English text itself (the spec's, letter for letter), in ICU form when it has values.
 */
export const translate: Translate = (text, values) =>
  useLanguageStore.getState().translate(text, values);

const subscribe = (listener: () => void) => useLanguageStore.subscribe(listener);
const currentTranslate = () => useLanguageStore.getState().translate;
const currentLanguage = () => useLanguageStore.getState().language;

/**
 * The language on screen, drawn again when it changes. Not zustand's hook: on the server and
 * while hydrating, that one reads the store's initial state (English), so a Swahili page would
 * be drawn in English first; this one reads the language the page was drawn in, on both sides.
 */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
}

/**
 * `const t = useT(); t('Save Rating')`, `t('{count} unread', { count })`: a text in the language
 * on screen, drawn again when it changes. scripts/i18n/catalogues.cjs finds every t('...') and
 * m('...') literal for the catalogues.
 */
export function useT(): Translate {
  return useSyncExternalStore(subscribe, currentTranslate, currentTranslate);
}

export { m } from './mark';
