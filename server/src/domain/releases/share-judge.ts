import type { ShareRow } from './release-shares.repository';

export interface ShareRules {
  /** Page views each release (the share's and the live one) needs before the share is judged at all. */
  minViews: number;
  /** Distinct clients whose views each release needs before the share is judged (2 at least). */
  minClients: number;
  /** How many percentage points its error rate may pass the live release's. */
  marginPoints: number;
  /** How long a share must run without excess errors before it grows (auto-promote only). */
  promoteAfterMs: number;
}

/** A release's figures since the share began (client-events.repository.ts). */
export interface Figures {
  pageViews: number;
  errors: number;
  /** Clients (addresses) with a counted view of the release. */
  clients: number;
  /** Of those, the clients that reported an error of it. */
  errorClients: number;
}

export type Verdict =
  | { action: 'keep' }
  | { action: 'roll back'; reason: string }
  | { action: 'grow'; percent: number }
  | { action: 'promote' };

/** The steps an auto-promoted share grows through; the last one makes it live. */
export const SHARE_STEPS = [10, 50, 100];

/** The clients that saw an error, in percent of those that viewed; 0 without clients. */
export const errorRate = ({ clients, errorClients }: Pick<Figures, 'clients' | 'errorClients'>) =>
  clients <= 0 ? 0 : (100 * Math.max(errorClients, 0)) / clients;

const percent = (rate: number) => `${rate.toFixed(1)} %`;

/** The figures with one client left out: one that saw an error, or one that saw none (if any). */
function without({ clients, errorClients }: Figures, erring: boolean) {
  const dropsErring = erring ? errorClients > 0 : errorClients >= clients;
  return { clients: clients - 1, errorClients: errorClients - (dropsErring ? 1 : 0) };
}

/**
 * What to do with an open share, from both releases' figures since it began. It is judged once
 * each release has `minViews` views from `minClients` clients, on the share of clients that saw
 * an error. A verdict must hold whichever one client is left out, so that no one address decides:
 * it rolls back when its rate passes the live one's by more than the margin even without one of
 * its erring clients and one of the live release's clean ones; it grows (auto-promote, once it
 * has run that long) only when it stays within the margin even without one of its clean clients
 * and one of the live release's erring ones; else it is kept as it is, waiting for more reports.
 */
export function judgeShare(
  share: ShareRow,
  shared: Figures,
  live: Figures,
  rules: ShareRules,
  now: Date,
): Verdict {
  const minClients = Math.max(rules.minClients, 2);
  const enough = (figures: Figures) =>
    figures.pageViews >= rules.minViews && figures.clients >= minClients;
  if (!enough(shared) || !enough(live)) return { action: 'keep' };
  const surely = errorRate(without(shared, true)) - errorRate(without(live, false));
  if (surely > rules.marginPoints) {
    return {
      action: 'roll back',
      reason:
        `error rate ${percent(errorRate(shared))} (errors on ${shared.errorClients} of ` +
        `${shared.clients} clients; ${shared.errors} errors in ${shared.pageViews} page views) ` +
        `against the live release's ${percent(errorRate(live))} (${live.errorClients} of ` +
        `${live.clients}; ${live.errors} in ${live.pageViews}), over the margin of ` +
        `${rules.marginPoints} points`,
    };
  }
  const atWorst = errorRate(without(shared, false)) - errorRate(without(live, true));
  const due = now.getTime() - Date.parse(share.percentSince) >= rules.promoteAfterMs;
  if (!share.autoPromote || !due || atWorst > rules.marginPoints) return { action: 'keep' };
  const next = SHARE_STEPS.find((step) => step > share.percent) ?? 100;
  return next >= 100 ? { action: 'promote' } : { action: 'grow', percent: next };
}
