export * from './languages';
export { useLanguageStore, currentLanguage, type Messages } from './language-store';
export {
  pagesWithTexts,
  registerCatalogue,
  showLanguage,
  type CatalogueLoaders,
} from './catalogues';
export { useT, useLanguage, translate, m, type Translate, type TextValues } from './use-t';
export { sharedApiCatalogue, sharedApiDashboardCatalogue } from './shared-api-catalogue';
export { chooseLanguage, showAccountLanguage } from './choose-language';
