// The workplace visits' messages (issue 70), in the catalogue's wording. Bundled with
// shared-api/visits.
import { m } from 'shared-api';

export const visitMessages = {
  couldNotGetVisits: m('Could not get the workplace visits'),
} as const;
