import type { ShareRow } from './release-shares.repository';

export interface ShareRules {
  /** Page views the new release needs before it is judged at all. */
  minViews: number;
  /** How many percentage points its error rate may pass the live release's. */
  marginPoints: number;
  /** How long a share must run without excess errors before it grows (auto-promote only). */
  promoteAfterMs: number;
}

export interface Figures {
  pageViews: number;
  errors: number;
}

export type Verdict =
  | { action: 'keep' }
  | { action: 'roll back'; reason: string }
  | { action: 'grow'; percent: number }
  | { action: 'promote' };

/** The steps an auto-promoted share grows through; the last one makes it live. */
export const SHARE_STEPS = [10, 50, 100];

/** Errors per page view, in percent; 0 without views. */
export const errorRate = ({ pageViews, errors }: Figures) =>
  pageViews === 0 ? 0 : (100 * errors) / pageViews;

const percent = (rate: number) => `${rate.toFixed(1)} %`;

/**
 * What to do with an open share, from both releases' figures since it began: roll it back when,
 * over at least `minViews` views, its error rate passes the live one's by more than the margin;
 * grow it one step when it is auto-promoted and has run that long with enough views and no
 * excess; else keep it as it is.
 */
export function judgeShare(
  share: ShareRow,
  shared: Figures,
  live: Figures,
  rules: ShareRules,
  now: Date,
): Verdict {
  if (shared.pageViews < rules.minViews) return { action: 'keep' };
  const excess = errorRate(shared) - errorRate(live);
  if (excess > rules.marginPoints) {
    return {
      action: 'roll back',
      reason:
        `error rate ${percent(errorRate(shared))} (${shared.errors} errors in ` +
        `${shared.pageViews} page views) against the live release's ` +
        `${percent(errorRate(live))} (${live.errors} in ${live.pageViews}), ` +
        `over the margin of ${rules.marginPoints} points`,
    };
  }
  const due = now.getTime() - Date.parse(share.percentSince) >= rules.promoteAfterMs;
  if (!share.autoPromote || !due) return { action: 'keep' };
  const next = SHARE_STEPS.find((step) => step > share.percent) ?? 100;
  return next >= 100 ? { action: 'promote' } : { action: 'grow', percent: next };
}
