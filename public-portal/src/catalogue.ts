// Every program that compiles this file sees the parts' declarations.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./catalogue-parts.d.ts" />
import { pagesWithTexts, type CatalogueLoaders } from 'shared-api';
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
// the first of those pages a visitor opens, which draws in the language on screen from the first:
// `withPageTexts(import('./features/x/x-page'))`.
export const withPageTexts = pagesWithTexts('public-portal/pages', {
  en: () => import('./locales/en.json?part=pages'),
  sw: () => import('./locales/sw.json?part=pages'),
});
