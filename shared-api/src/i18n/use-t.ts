import { useCallback } from 'react';
import { useLanguageStore } from './language-store';

/** Values a text's `{name}` placeholders take. */
export type TextValues = Record<string, string | number | boolean | Date | null | undefined>;
export type Translate = (text: string, values?: TextValues) => string;

/**
 * A text in the language on screen, outside React (a toast's text, a document title). The id is
 * the English text itself (the spec's, letter for letter), in ICU form when it has values.
 */
export const translate: Translate = (text, values) =>
  useLanguageStore.getState().intl.formatMessage({ id: text }, values) as string;

/**
 * `const t = useT(); t('Save Rating')`, `t('{count} unread', { count })`: a text in the language
 * on screen, drawn again when it changes. scripts/i18n/extract.mjs finds every t('...') and
 * m('...') literal for the catalogues.
 */
export function useT(): Translate {
  const intl = useLanguageStore((state) => state.intl);
  return useCallback(
    (text: string, values?: TextValues) => intl.formatMessage({ id: text }, values) as string,
    [intl],
  );
}

/**
 * Marks a text written outside a component (a column's header, a catalogue message) for the
 * catalogues; it is translated where it is shown, with t(text). Returns it as it is.
 */
export const m = <T extends string>(text: T): T => text;
