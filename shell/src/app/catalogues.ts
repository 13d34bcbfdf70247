import { registerCatalogue, sharedApiCatalogue, type CatalogueLoaders } from 'shared-api';
import { sharedUiCatalogue } from 'shared-ui/catalogue';
import en from '../locales/en.json';

const shellCatalogue: CatalogueLoaders = { en, sw: () => import('../locales/sw.json') };

/**
 * The texts of the shell and of the shared packages every portal draws with; each portal's own
 * come with its route tree (features/remotes). Resolves once they are in the language on screen.
 */
export function registerSharedCatalogues(): Promise<void> {
  return Promise.all([
    registerCatalogue('shared-api', sharedApiCatalogue),
    registerCatalogue('shared-ui', sharedUiCatalogue),
    registerCatalogue('shell', shellCatalogue),
  ]).then(() => undefined);
}
