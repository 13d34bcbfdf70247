// Every program that compiles this file sees the parts' declarations.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../catalogue-parts.d.ts" />
import {
  registerCatalogue,
  sharedApiCatalogue,
  sharedApiDashboardCatalogue,
  type CatalogueLoaders,
} from 'shared-api';
import { sharedUiCatalogue, sharedUiDashboardCatalogue } from 'shared-ui/catalogue';
import en from '../locales/en.json?part=public';

// Of the shell's own texts, those a public page's first view can show; the login page's come with
// it (features/auth/login-texts.ts).
const shellCatalogue: CatalogueLoaders = {
  en,
  sw: () => import(/* webpackChunkName: "public-texts-sw" */ '../locales/sw.json?part=public'),
};

/**
 * The texts of the shell and of the shared packages every portal draws with; each portal's own
 * come with its route tree (features/remotes). Resolves once they are in the language on screen.
 * Of the shared packages, only the texts a public page can show: a first visit downloads no
 * dashboard's (docs/i18n.md, "Catalogues").
 */
export function registerSharedCatalogues(): Promise<void> {
  return Promise.all([
    registerCatalogue('shared-api', sharedApiCatalogue),
    registerCatalogue('shared-ui', sharedUiCatalogue),
    registerCatalogue('shell', shellCatalogue),
  ]).then(() => undefined);
}

/** The shared packages' texts only the dashboards show, registered with a dashboard's portal. */
export function registerDashboardCatalogues(): Promise<void> {
  return Promise.all([
    registerCatalogue('shared-api/dashboards', sharedApiDashboardCatalogue),
    registerCatalogue('shared-ui/dashboards', sharedUiDashboardCatalogue),
  ]).then(() => undefined);
}
