// shared-api/application-window: what the application form offers when intakes are defined
// (issue 49), and its texts, in one module. Not a shared module, like shared-api/intakes: the
// public portal bundles it (a first visit to / carries the call; the texts load with the
// notice, drawn only when intakes are defined).
import { apiClient, m, translate } from 'shared-api';
import type { ApplicationChoices } from './types/entities';

/**
 * GET /Position?for=application: the positions the application form offers today. Without
 * intakes, every position (the spec's GET /Position); with intakes, those of the open ones and
 * when they close, or the next opening date.
 */
export async function getApplicationPositions(): Promise<ApplicationChoices> {
  const { data } = await apiClient.get<ApplicationChoices>('/Position', {
    params: { for: 'application' },
  });
  return data;
}

/**
 * The application form's texts when intakes are defined: `noneOpen` marked (shown with t()), the
 * texts with values in the language on screen when called.
 */
export const applicationWindowMessages = {
  noneOpen: m('Applications are closed: no intake is open at the moment.'),
  nextOpening: (date: string) =>
    translate('The next intake opens for applications on {date}.', { date }),
  closesOn: (name: string, date: string) =>
    translate('{name}: applications close on {date}.', { name, date }),
} as const;
