import { DEFAULT_LANGUAGE, type Language } from './languages';
import { translatorFor, useLanguageStore, type Messages } from './language-store';

type Loader = () => Promise<{ default: Messages } | Messages>;
/**
 * A package's catalogues: English holds only the texts with values (a plain text is its own id,
 * shown as it is), bundled where a first view needs it and downloaded with its part otherwise
 * (the shared packages' dashboard texts); every other language downloaded by those who choose it.
 */
export type CatalogueLoaders = { en: Messages | Loader } & Record<Exclude<Language, 'en'>, Loader>;

interface Registry {
  packages: Map<string, CatalogueLoaders>;
  /** The English of the packages whose English is downloaded, once it is. */
  english: Map<string, Messages>;
  downloads: Map<string, Promise<Messages>>;
  latest: number;
}
// On the global, as the language store is (language-store.ts): the server's two builds each
// bundle this file, and a page drawn there takes every package's texts from one registry.
const KEY = Symbol.for('shared-api.catalogues');
const holder = globalThis as { [KEY]?: Registry };
const registry = (holder[KEY] ??= {
  packages: new Map(),
  english: new Map(),
  downloads: new Map(),
  latest: 0,
});
const { packages, downloads } = registry;

const unwrap = (module: { default: Messages } | Messages): Messages =>
  'default' in module && typeof module.default === 'object' ? (module.default as Messages) : module;

function download(name: string, language: Language): Promise<Messages> {
  const key = `${name}:${language}`;
  let messages = downloads.get(key);
  if (!messages) {
    const loader = packages.get(name)![language];
    if (typeof loader !== 'function') return Promise.resolve(loader);
    messages = loader().then(unwrap);
    // A failed download may be tried again (the next page, the next switch).
    messages.catch(() => downloads.delete(key));
    downloads.set(key, messages);
  }
  return messages;
}

const english = (): Messages =>
  Object.assign(
    {},
    ...[...packages].map(([name, { en }]) =>
      typeof en === 'function' ? (registry.english.get(name) ?? {}) : en,
    ),
  );

/** Downloads the English parts not in place yet (none on a public page: all of it is bundled). */
const englishDownloaded = () =>
  Promise.all(
    [...packages]
      .filter(([name, { en }]) => typeof en === 'function' && !registry.english.has(name))
      .map(([name]) => download(name, 'en').then((en) => void registry.english.set(name, en))),
  );

/**
 * `page`: the page's `<html lang>` says `language` too. Only a language shown on purpose writes
 * it; a package's texts added to the language on screen do not: while a Swahili page starts, the
 * store is still in English, and registering its catalogues flipped the drawn "sw" to "en" for a
 * moment (a screen reader then read Swahili with English sounds).
 */
function show(language: Language, messages: Messages, page: boolean) {
  useLanguageStore.setState({ language, messages, translate: translatorFor(language, messages) });
  if (page && typeof document !== 'undefined') document.documentElement.lang = language;
}

async function showTexts(language: Language, page: boolean): Promise<void> {
  const call = ++registry.latest;
  if (language === 'en') {
    await englishDownloaded();
    if (call === registry.latest) show(language, english(), page);
    return;
  }
  const [, ...own] = await Promise.all([
    englishDownloaded(),
    ...[...packages.keys()].map((name) => download(name, language)),
  ]);
  // English under each: a text one catalogue lacked would show in English (the catalogue check
  // keeps that from happening), never as its raw id with unfilled values.
  if (call === registry.latest) show(language, Object.assign(english(), ...own), page);
}

/**
 * Shows `language`, and the page's `<html lang>` says it: every registered package's catalogue
 * of it is downloaded first, so that no screen draws a mix of two. Resolves once its texts are in
 * place; the last call wins.
 */
export const showLanguage = (language: Language): Promise<void> => showTexts(language, true);

/**
 * A package's catalogues (each portal's route tree, shared-ui's and the shell's entries call it
 * once). Resolves when its texts in the language on screen are in place: a portal's pages wait
 * for it before they draw. In English that is at once.
 */
export function registerCatalogue(name: string, loaders: CatalogueLoaders): Promise<void> {
  if (packages.has(name)) return Promise.resolve();
  packages.set(name, loaders);
  const { language } = useLanguageStore.getState();
  if (language === DEFAULT_LANGUAGE && typeof loaders.en !== 'function') {
    show(language, english(), false);
    return Promise.resolve();
  }
  return showTexts(language, false);
}

/**
 * A package's `withPageTexts` (docs/i18n.md, "Catalogues"): `withPageTexts(import('./page'))`
 * resolves once the page's code and the texts only such pages show (the package's
 * `?part=pages`, `name`'s `loaders`) are in place, in the language on screen. A failed download
 * is tried again by the next such page.
 */
export function pagesWithTexts(name: string, loaders: CatalogueLoaders) {
  let ready: Promise<void> | undefined;
  const texts = () =>
    (ready ??= (
      packages.has(name)
        ? showTexts(useLanguageStore.getState().language, false)
        : registerCatalogue(name, loaders)
    ).catch((error: unknown) => {
      ready = undefined;
      throw error;
    }));
  return <T>(page: Promise<T>): Promise<T> =>
    Promise.all([page, texts()]).then(([module]) => module);
}
