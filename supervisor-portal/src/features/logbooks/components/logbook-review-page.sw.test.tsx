import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showLanguage, translate } from 'shared-api';
import {
  answers,
  intern,
  logbookReview,
  mockApi,
  renderSupervisor,
  reviewDay,
  signIn,
  type MockApi,
} from '../../../test-utils/render-supervisor';

// The supervisor's screens in Swahili (docs/i18n.md): the texts of this portal's catalogue, the
// weekdays in the language on screen.

// Its Friday unrecorded, and returned once: every mark and the return history have their words.
const ENTRY = logbookReview({
  Days: [...logbookReview().Days.slice(0, 4), reviewDay('2027-01-08', { Mark: null })],
  Returns: [{ Remark: 'Add the hours per day.', By: 'Wanjiru Kamau', At: '2027-01-07T09:30:00Z' }],
});

let api: MockApi;
beforeEach(() => {
  signIn();
  api = mockApi(
    answers({
      'GET /Supervisor/Logbook/4': { status: 200, data: ENTRY },
      'GET /Supervisor/User/MyInterns': { status: 200, data: { MyInterns: [intern(21)] } },
      'GET /Supervisor/Logbook/Counts': { status: 200, data: { Waiting: 0, PendingAbsences: 0 } },
    }),
  );
});
afterEach(() => api.restore());

test("an intern's week reads in Swahili: title, weekdays, marks, headings and decisions", async () => {
  await act(() => showLanguage('sw'));
  renderSupervisor('/supervisorDashboard/logbooks/4');
  await screen.findByRole('heading', { level: 1, name: 'Wiki inayoanza 4 Jan 2027' });

  expect(screen.getByText(/^Iliwasilishwa /)).toBeInTheDocument();
  const days = screen.getByRole('table', { name: 'Siku' });
  const rows = within(days)
    .getAllByRole('row')
    .map((row) => row.textContent);
  expect(rows).toEqual([
    expect.stringMatching(/^Jumatatu 4 Jan 2027Si siku ya kazi ya mafunzo kazini$/),
    expect.stringMatching(/^Jumanne 5 Jan 2027Alikuwepo$/),
    expect.stringMatching(/^Jumatano 6 Jan 2027Hakuwepo$/),
    expect.stringMatching(/^Alhamisi 7 Jan 2027Ruhusa \(kutokuwepo kumeidhinishwa\)$/),
    expect.stringMatching(/^Ijumaa 8 Jan 2027Haijarekodiwa$/),
  ]);
  expect(screen.getByRole('heading', { name: 'Shughuli' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Nilichojifunza' })).toBeInTheDocument();
  expect(screen.getByRole('rowheader', { name: 'Saa' }).closest('tr')).toHaveTextContent('30');
  expect(screen.getByRole('heading', { name: 'Majukumu ya wiki hii' })).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: /Hali ya Jukumu/ })).toBeInTheDocument();
  expect(screen.getByRole('columnheader', { name: /Tarehe ya mwisho/ })).toBeInTheDocument();
  const history = screen.getByRole('region', { name: 'Sababu za kurudishwa' });
  expect(within(history).getByText(/^Imerudishwa na Wanjiru Kamau, /)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Saini' })).toBeInTheDocument();

  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: 'Rudisha' }));
  const dialog = screen.getByRole('dialog', { name: 'Rudisha Ingizo' });
  expect(within(dialog).getByRole('textbox', { name: /Maelezo/ })).toBeInTheDocument();
  expect(within(dialog).getByText('Herufi zisizozidi 1000')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Ghairi' })).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Rudisha' })).toBeInTheDocument();
  // No English of this screen is left.
  for (const english of ['Week of', 'Present', 'Absent', 'Activities', 'Tasks this week'])
    expect(screen.queryByText(new RegExp(english))).toBeNull();
});

test('the frame and My Interns read in Swahili', async () => {
  await act(() => showLanguage('sw'));
  renderSupervisor('/supervisorDashboard');
  expect(await screen.findByRole('heading', { name: 'Wanagenzi Wangu' })).toBeInTheDocument();
  const row = screen.getByRole('row', { name: /Intern 21/ });
  expect(within(row).getByRole('link', { name: 'Kabidhi Jukumu kwa Intern 21' })).toHaveTextContent(
    'Kabidhi Jukumu',
  );
  expect(screen.getByRole('columnheader', { name: /Idara/ })).toBeInTheDocument();
  const user = userEvent.setup({ delay: null });
  // The menu button is shared-ui's text: whatever its catalogue says.
  await user.click(screen.getByRole('button', { name: translate('Open navigation') }));
  const nav = screen.getByRole('navigation', { name: 'DASHIBODI' });
  expect(within(nav).getByRole('link', { name: 'Wanagenzi Wangu' })).toBeInTheDocument();
  expect(within(nav).getByRole('link', { name: 'Majukumu Yaliyokabidhiwa' })).toBeInTheDocument();
  expect(within(nav).getByRole('link', { name: 'Madaftari ya Kazi' })).toBeInTheDocument();
});
