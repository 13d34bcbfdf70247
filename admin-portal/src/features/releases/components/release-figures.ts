import { formatDateTime, INTL_LOCALES, m, type Language, type Translate } from 'shared-api';
import type { PackageReleases } from '../api/get-releases';

/** What a cell shows when there is nothing to show. */
export const NONE = '—';

/** A percentage with `digits` decimals in the language on screen, e.g. '10 %', '2.5 %'. */
export function percentText(value: number, digits: number, language: Language) {
  const number = new Intl.NumberFormat(INTL_LOCALES[language], {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return `${number.format(value)} %`;
}

/**
 * The page views and the error rate of the live release and, beside it, the share's:
 * '40 / 12' and '2.5 % / 25.0 %'; a release without figures (or without views) shows '—'.
 */
export function releaseFigures(row: PackageReleases, language: Language) {
  const ids = row.Share ? [row.Live, row.Share.Release] : [row.Live];
  const figures = ids.map((id) => row.Releases.find((release) => release.Release === id));
  const count = new Intl.NumberFormat(INTL_LOCALES[language]);
  return {
    views: figures.map((of) => (of ? count.format(of.PageViews) : NONE)).join(' / '),
    errorRate: figures
      .map((of) =>
        of && of.PageViews > 0 ? percentText((of.Errors / of.PageViews) * 100, 1, language) : NONE,
      )
      .join(' / '),
  };
}

const OUTCOMES: Record<string, string> = {
  promoted: m('Promoted on {date}'),
  'rolled back': m('Rolled back on {date}'),
  'rolled back automatically': m('Rolled back automatically on {date}'),
  // A newer release was shared before this share ended.
  replaced: m('Replaced by a newer release on {date}'),
};

/** How the last share ended, and when: 'Rolled back automatically on 27 Nov 2026, 12:00'. */
export function outcomeText(ended: NonNullable<PackageReleases['LastEnded']>, t: Translate) {
  const date = formatDateTime(ended.EndedAt);
  const text = OUTCOMES[ended.Outcome];
  return text ? t(text, { date }) : `${ended.Outcome}, ${date}`;
}
