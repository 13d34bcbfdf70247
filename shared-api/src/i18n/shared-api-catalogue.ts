import en from '../locales/en.json';
import type { CatalogueLoaders } from './catalogues';

/** shared-api's own texts (the catalogue messages, the rules' messages); the shell registers it. */
export const sharedApiCatalogue: CatalogueLoaders = {
  en,
  sw: () => import('../locales/sw.json'),
};
