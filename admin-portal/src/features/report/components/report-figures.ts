import { INTL_LOCALES, m, type Language } from 'shared-api';
import type { FunnelStep } from '../api/report-queries';

/** The funnel's steps in order, with their names on screen and in the downloads. */
export const FUNNEL_STEPS: { step: FunnelStep; label: string }[] = [
  { step: 'Applied', label: m('Applied') },
  { step: 'Reviewed', label: m('Reviewed') },
  { step: 'Invited', label: m('Invited to interview') },
  { step: 'Passed', label: m('Passed') },
  { step: 'Activated', label: m('Activated') },
  { step: 'Completed', label: m('Completed') },
  { step: 'Letters', label: m('Letters issued') },
];

/** A figure as the language on screen writes it; an empty one (nothing to count) as a dash. */
export function formatFigure(language: Language, value: number | null, unit?: 'percent') {
  if (value === null) return '—';
  const locale = INTL_LOCALES[language];
  if (unit === 'percent') {
    return new Intl.NumberFormat(locale, { style: 'percent' }).format(value / 100);
  }
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
}
