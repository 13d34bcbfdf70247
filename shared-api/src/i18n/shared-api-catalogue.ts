// Every program that compiles this file (the server's too) sees the parts' declarations.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./catalogue-parts.d.ts" />
import en from '../locales/en.json?part=public';
import type { CatalogueLoaders } from './catalogues';
import type { Messages } from './language-store';

/**
 * shared-api's own texts (the catalogue messages, the rules' messages); the shell registers
 * them. In two parts (scripts/i18n/catalogue-parts.cjs): those a public page can show, which a
 * first visit downloads, and the dashboards' rest, registered with a dashboard's portal.
 */
export const sharedApiCatalogue: CatalogueLoaders = {
  en: en as Messages,
  sw: () => import(/* webpackChunkName: "public-texts-sw" */ '../locales/sw.json?part=public'),
};

export const sharedApiDashboardCatalogue: CatalogueLoaders = {
  // One chunk with shared-ui's (the same name): a dashboard's first view asks once.
  en: () =>
    import(/* webpackChunkName: "dashboard-texts-en" */ '../locales/en.json?part=dashboards'),
  sw: () => import('../locales/sw.json?part=dashboards'),
};
