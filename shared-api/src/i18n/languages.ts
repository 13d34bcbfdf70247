/** The product's languages; English is the spec's, and the one a text's id is written in. */
export const LANGUAGES = ['en', 'sw'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language by its own name, as the language switch lists it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', sw: 'Kiswahili' };

/** The cookie that keeps a browser's choice, read by the server to draw its pages in it. */
export const LANGUAGE_COOKIE = 'lang';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The first of the product's languages in an Accept-Language header, by quality then order
 * ('sw-KE,sw;q=0.9,en;q=0.8' is Swahili); English when none is.
 */
export function pickLanguage(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { base: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isLanguage) ?? DEFAULT_LANGUAGE;
}

/** The Intl locale of each language: dates and numbers as its readers in Kenya write them. */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-GB', sw: 'sw-KE' };
