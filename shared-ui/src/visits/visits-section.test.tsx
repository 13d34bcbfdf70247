import { act, screen, within } from '@testing-library/react';
import { showLanguage } from 'shared-api';
import { renderWithHost } from '../test-utils/render';
import { CountersignatureNote, VisitsSection } from './visits-section';

const VISIT = {
  Id: 1,
  VisitedOn: '2027-02-10',
  VisitorName: 'Former academic supervisor',
  Met: 'Grace Mwangi',
  Assessment: 'Leads the stand-up now.',
  Scores: [{ Name: 'Punctuality', MaxScore: 5, Score: 4 }],
  CreatedAt: '2027-02-10T12:00:00Z',
};

afterEach(async () => {
  await act(() => showLanguage('en'));
});

test("'Loading...' while they come, the catalogue message when they failed", () => {
  const { rerender } = renderWithHost(<VisitsSection visits={undefined} />);
  expect(screen.getByRole('heading', { name: 'Workplace visits' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  rerender(<VisitsSection visits={undefined} error={new Error()} />);
  expect(screen.getByRole('alert')).toHaveTextContent('Could not get the workplace visits');
  expect(screen.queryByRole('table')).toBeNull();
});

test("an erased academic supervisor's stand-in and the countersignature read in Swahili", async () => {
  await act(() => showLanguage('sw'));
  renderWithHost(
    <>
      <VisitsSection visits={[VISIT]} />
      <CountersignatureNote
        countersignature={{
          SignerName: 'Former academic supervisor',
          SignedAt: '2027-02-12T10:00:00Z',
        }}
      />
    </>,
  );
  const table = screen.getByRole('table', { name: 'Ziara za mahali pa kazi' });
  expect(within(table).getByText('Msimamizi wa kitaaluma wa zamani')).toBeInTheDocument();
  expect(within(table).getByText('Punctuality 4/5')).toBeInTheDocument();
  expect(
    screen.getByText(/^Imesainiwa pia na Msimamizi wa kitaaluma wa zamani tarehe 12/),
  ).toBeInTheDocument();
});

test('none yet: a sentence, not an empty table', () => {
  renderWithHost(<VisitsSection visits={[]} />);
  expect(screen.getByRole('heading', { name: 'Workplace visits' })).toBeInTheDocument();
  expect(screen.getByText('No workplace visits yet.')).toBeInTheDocument();
  expect(screen.queryByRole('table')).toBeNull();
});

test('no countersignature, no line', () => {
  const { container } = renderWithHost(<CountersignatureNote countersignature={null} />);
  expect(container).not.toHaveTextContent('Countersigned');
});
