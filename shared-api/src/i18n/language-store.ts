import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { create, type UseBoundStore, type StoreApi } from 'zustand';
import { DEFAULT_LANGUAGE, type Language } from './languages';

/** A catalogue as built (scripts/i18n/catalogue-loader.cjs): a text, or its compiled form. */
export type Messages = Record<string, unknown>;

interface LanguageState {
  language: Language;
  /** Every registered package's catalogue of `language`, merged: the ids are the English texts. */
  messages: Messages;
  /** FormatJS's formatter of those messages. */
  intl: IntlShape;
}

const cache = createIntlCache();
// A text with no entry is its own id, the English text: not an error. The catalogue check
// (scripts/i18n/check.mjs) is what keeps every language complete.
const quiet = () => undefined;

export function intlFor(language: Language, messages: Messages): IntlShape {
  return createIntl(
    {
      locale: language,
      defaultLocale: DEFAULT_LANGUAGE,
      messages: messages as Record<string, string>,
      onError: quiet,
    },
    cache,
  );
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
  intl: intlFor(DEFAULT_LANGUAGE, {}),
})));

/** The language on screen, for code outside React (dates, the API's Accept-Language). */
export const currentLanguage = (): Language => useLanguageStore.getState().language;
