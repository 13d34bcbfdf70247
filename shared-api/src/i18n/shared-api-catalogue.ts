// Every program that compiles this file (the server's too) sees the parts' declarations.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./catalogue-parts.d.ts" />
import en from '../locales/en.json';
import type { CatalogueLoaders } from './catalogues';

/**
 * shared-api's own texts (the catalogue messages, the rules' messages); the shell registers
 * them. In two parts (scripts/i18n/catalogue-parts.cjs): those a public page can show, which a
 * first visit downloads, and the dashboards' rest, registered with a dashboard's portal.
 */
export const sharedApiCatalogue: CatalogueLoaders = {
  en,
  sw: () => import('../locales/sw.json?part=public'),
};

export const sharedApiDashboardCatalogue: CatalogueLoaders = {
  en: {},
  sw: () => import('../locales/sw.json?part=dashboards'),
};
