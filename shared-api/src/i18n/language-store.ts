import { IntlMessageFormat } from 'intl-messageformat';
import { create, type UseBoundStore, type StoreApi } from 'zustand';
import { DEFAULT_LANGUAGE, INTL_LOCALES, type Language } from './languages';

/** A catalogue as built (scripts/i18n/catalogue-loader.cjs): a text, or its compiled form. */
export type Messages = Record<string, unknown>;
/** Values a text's `{name}` placeholders take. */
export type TextValues = Record<string, string | number | boolean | Date | null | undefined>;
export type Translate = (text: string, values?: TextValues) => string;

interface LanguageState {
  language: Language;
  /** Every registered package's catalogue of `language`, merged: the ids are the English texts. */
  messages: Messages;
  /** The text of an id in this language, its values filled in. */
  translate: Translate;
}

/**
 * FormatJS's message format over a merged catalogue. A text without an entry is its own id, the
 * English text, shown as it is (the catalogue check keeps every other language complete); each
 * message is prepared once.
 */
export function translatorFor(language: Language, messages: Messages): Translate {
  const prepared = new Map<string, IntlMessageFormat>();
  return (text, values) => {
    const message = messages[text];
    if (message === undefined) return text;
    let format = prepared.get(text);
    if (!format) {
      format = new IntlMessageFormat(message as string, INTL_LOCALES[language]);
      prepared.set(text, format);
    }
    return String(format.format(values as Record<string, string | number>));
  };
}

type LanguageStore = UseBoundStore<StoreApi<LanguageState>>;
const KEY = Symbol.for('shared-api.language-store');
const holder = globalThis as { [KEY]?: LanguageStore };

/**
 * The language on screen. In the browser shared-api is one shared copy; the server's builds of
 * the shell and the public portal each bundle one, so the store is kept on the global, and a
 * page drawn on the server reads one language and one set of catalogues.
 */
export const useLanguageStore: LanguageStore = (holder[KEY] ??= create<LanguageState>(() => ({
  language: DEFAULT_LANGUAGE,
  messages: {},
  translate: translatorFor(DEFAULT_LANGUAGE, {}),
})));

/** The language on screen, for code outside React (dates, the API's Accept-Language). */
export const currentLanguage = (): Language => useLanguageStore.getState().language;
