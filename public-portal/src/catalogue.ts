// Every program that compiles this file sees the parts' declarations.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./catalogue-parts.d.ts" />
import {
  currentLanguage,
  registerCatalogue,
  showLanguage,
  type CatalogueLoaders,
  type Messages,
} from 'shared-api';
import en from './locales/en.json?part=public';

/**
 * This portal's texts, exposed with its route tree: the shell registers them as it loads it.
 * Only those `/` can show; every other page's come with it (withPageTexts).
 */
export const catalogue: CatalogueLoaders = {
  en,
  sw: () => import('./locales/sw.json?part=public'),
};

// The texts only the pages loaded with withPageTexts show, of this portal and of the shared
// packages (scripts/i18n/catalogue-parts.cjs), English's with values included: downloaded with
// the first of those pages a visitor opens.
let english: Promise<Messages> | undefined;
let registered = false;

async function pageTexts(): Promise<void> {
  english ??= import('./locales/en.json?part=pages').then(
    (module) => module.default,
    (error: unknown) => {
      english = undefined;
      throw error;
    },
  );
  const messages = await english;
  // Registered already: showing the language again downloads what failed at the first try.
  if (registered) return showLanguage(currentLanguage());
  registered = true;
  return registerCatalogue('public-portal/pages', {
    en: messages,
    sw: () => import('./locales/sw.json?part=pages'),
  });
}

/**
 * A page's code, `withPageTexts(import('./features/x/x-page'))`, once the texts only such pages
 * show are in place too: it draws in the language on screen from the first.
 */
export const withPageTexts = <T>(page: Promise<T>): Promise<T> =>
  Promise.all([page, pageTexts()]).then(([module]) => module);
