import type { CatalogueLoaders } from 'shared-api';
import en from '../locales/en.json';

/** shared-ui's texts; the shell registers them with the other packages' (shell/src/app). */
export const sharedUiCatalogue: CatalogueLoaders = {
  en,
  sw: () => import('../locales/sw.json'),
};
