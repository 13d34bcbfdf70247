import type { CatalogueLoaders } from 'shared-api';
import en from './locales/en.json';

/** This portal's texts, exposed with its route tree: the shell registers them as it loads it. */
export const catalogue: CatalogueLoaders = { en, sw: () => import('./locales/sw.json') };
