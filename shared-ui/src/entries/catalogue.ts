// Every program that compiles this file (the server's too) sees the parts' declarations.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../i18n/catalogue-parts.d.ts" />
import type { CatalogueLoaders, Messages } from 'shared-api';
import en from '../locales/en.json?part=public';

/**
 * shared-ui's texts; the shell registers them with the other packages' (shell/src/app). In two
 * parts (scripts/i18n/catalogue-parts.cjs): those a public page can show, which a first visit
 * downloads, and the dashboards' rest, registered with a dashboard's portal.
 */
export const sharedUiCatalogue: CatalogueLoaders = {
  en: en as Messages,
  sw: () => import(/* webpackChunkName: "public-texts-sw" */ '../locales/sw.json?part=public'),
};

export const sharedUiDashboardCatalogue: CatalogueLoaders = {
  // One chunk with shared-api's (the same name): a dashboard's first view asks once.
  en: () =>
    import(/* webpackChunkName: "dashboard-texts-en" */ '../locales/en.json?part=dashboards'),
  sw: () => import('../locales/sw.json?part=dashboards'),
};
