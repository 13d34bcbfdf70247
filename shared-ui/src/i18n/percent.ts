import { currentLanguage, INTL_LOCALES, useLanguage, type Language } from 'shared-api';

/** A whole percentage as the language on screen writes it, e.g. '92%' (docs/i18n.md). */
export function formatPercent(value: number, language: Language = currentLanguage()): string {
  return new Intl.NumberFormat(INTL_LOCALES[language], { style: 'percent' }).format(value / 100);
}

/** formatPercent in a component: drawn again when the language changes. */
export function usePercent(): (value: number) => string {
  const language = useLanguage();
  return (value) => formatPercent(value, language);
}
