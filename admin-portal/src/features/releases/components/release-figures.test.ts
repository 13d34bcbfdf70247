import { translate } from 'shared-api';
import { outcomeText } from './release-figures';

const ended = (Outcome: string) => ({
  Release: 'fedcba9876543210',
  Outcome,
  Reason: null,
  EndedAt: '2026-11-27T09:00:00Z',
});

test('says how each share ended, with its date in the firm time zone', () => {
  expect(outcomeText(ended('replaced'), translate)).toBe(
    'Replaced by a newer release on 27 Nov 2026, 12:00',
  );
  expect(outcomeText(ended('promoted'), translate)).toBe('Promoted on 27 Nov 2026, 12:00');
  // An outcome a newer server names is shown as it comes.
  expect(outcomeText(ended('paused'), translate)).toBe('paused, 27 Nov 2026, 12:00');
});
