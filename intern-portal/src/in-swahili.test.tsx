import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showLanguage, translate } from 'shared-api';
import {
  answers,
  detailOf,
  failures,
  inDays,
  INTERN,
  mockApi,
  NOTHING_ENDED,
  renderIntern,
  submittedEvaluation,
  SUPERVISOR,
  task,
  type MockApi,
} from './test-utils/render-intern';
import { absence, DATES, day, entry, NO_DAYS_YET, week, WEEK_PATH } from './test-utils/logbook';

// The intern's screens in Swahili (docs/i18n.md): the portal's own texts, its dates and weekdays.
// shared-ui's and shared-api's texts on the same screens are theirs to test.

let api: MockApi;
beforeEach(async () => {
  api = mockApi();
  await act(() => showLanguage('sw'));
});
afterEach(() => api.restore());

test('the task cards, the filter, the deadlines and the internship line', async () => {
  api.answer(
    answers({
      ...NOTHING_ENDED,
      'GET /Internship/mine': {
        status: 200,
        data: {
          Internship: {
            Name: 'Jan 2027',
            StartsOn: '2027-01-05',
            EndsOn: '2027-03-31',
            DaysLeft: 42,
          },
        },
      },
      'GET /Task': {
        status: 200,
        data: {
          Tasks: [
            task(1, { Task: 'Write the report', Deadline: inDays(1) }),
            task(2, { Task: 'Fix the form', Deadline: inDays(-1) }),
            task(3, { Task: 'Read the guide', Status: 'Completed', Deadline: inDays(-3) }),
          ],
        },
      },
    }),
  );
  renderIntern('/internDashboard');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Majukumu Yangu' }),
  ).toBeInTheDocument();
  expect(
    await screen.findByText('Mafunzo kazini: 5 Jan 2027 – 31 Mac 2027 · zimesalia siku 42'),
  ).toBeInTheDocument();

  const filter = screen.getByRole('group', { name: 'Onyesha majukumu' });
  expect(within(filter).getByRole('button', { name: 'Majukumu yote (3)' })).toBeInTheDocument();
  expect(
    within(filter).getByRole('button', { name: 'Majukumu yaliyo wazi (2)' }),
  ).toBeInTheDocument();

  const card = within(screen.getByRole('article', { name: 'Write the report' }));
  expect(card.getByRole('checkbox', { name: 'Imekamilika: Write the report' })).not.toBeChecked();
  expect(card.getByText('Mwisho ni kesho')).toBeInTheDocument();
  expect(card.getByText(/^Tarehe ya mwisho: /)).toBeInTheDocument();
  expect(card.getByRole('link', { name: 'Angalia Zaidi' })).toHaveAttribute(
    'href',
    '/internDashboard/tasks/1',
  );
  const overdue = within(screen.getByRole('article', { name: 'Fix the form' }));
  expect(overdue.getByText('Muda umepita')).toBeInTheDocument();
  expect(screen.queryByText('My Tasks')).not.toBeInTheDocument();
  expect(screen.queryByText('View More')).not.toBeInTheDocument();

  // Only the open ones: none of the shown cards is completed.
  const user = userEvent.setup({ delay: null });
  await user.click(within(filter).getByRole('button', { name: 'Majukumu yaliyo wazi (2)' }));
  expect(screen.queryByRole('article', { name: 'Read the guide' })).not.toBeInTheDocument();

  // The dashboard's own navigation.
  await user.click(screen.getByRole('button', { name: translate('Open navigation') }));
  const nav = screen.getByRole('navigation', { name: 'DASHIBODI' });
  expect(within(nav).getByRole('link', { name: 'Majukumu Yangu' })).toBeInTheDocument();
  expect(within(nav).getByRole('link', { name: 'Daftari la Kazi' })).toBeInTheDocument();
});

test('an intern with no task yet reads so', async () => {
  api.answer(answers({ ...NOTHING_ENDED, 'GET /Task': { status: 200, data: { Tasks: [] } } }));
  renderIntern('/internDashboard');
  expect(await screen.findByText('Bado hujapewa jukumu lolote')).toBeInTheDocument();
});

test("a logbook week: Swahili weekdays, the days' choices, the hints and the buttons", async () => {
  api.answer(
    answers({
      [`GET ${WEEK_PATH}`]: {
        status: 200,
        data: entry({
          State: 'returned',
          Remark: 'Ongeza saa za kila jukumu',
          Days: [
            day(DATES[0]),
            day(DATES[1]),
            day(DATES[2]),
            day(DATES[3], { Excused: true }),
            day(DATES[4], { Expected: false }),
          ],
        }),
      },
    }),
  );
  renderIntern('/internDashboard/logbook/2027-01-04');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Wiki inayoanza 4 Jan 2027' }),
  ).toBeInTheDocument();
  expect(screen.getByText('Imerudishwa: Ongeza saa za kila jukumu')).toBeInTheDocument();

  const days = within(screen.getByRole('region', { name: 'Siku za mahudhurio' }));
  for (const name of ['Jumatatu, 4 Jan 2027', 'Jumanne, 5 Jan 2027', 'Jumatano, 6 Jan 2027']) {
    const group = within(days.getByRole('group', { name }));
    // 'Present' and 'Absent' are shared-ui's words too: one Swahili for both (docs/i18n.md).
    expect(group.getAllByRole('button').map((button) => button.textContent)).toEqual([
      translate('Present'),
      translate('Absent'),
    ]);
    expect(group.queryByRole('button', { name: /Present|Absent/ })).not.toBeInTheDocument();
  }
  expect(days.getByText('Alhamisi, 7 Jan 2027')).toBeInTheDocument();
  expect(days.getByText('Ruhusa (kutokuwepo kumeidhinishwa)')).toBeInTheDocument();
  expect(days.getByText('Ijumaa, 8 Jan 2027')).toBeInTheDocument();
  expect(days.getByText('Si siku ya kazi ya mafunzo kazini')).toBeInTheDocument();

  expect(screen.getAllByText('Herufi zisizozidi 4000')).toHaveLength(2);
  expect(screen.getByRole('spinbutton', { name: 'Saa' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Hifadhi Rasimu' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Wasilisha kwa ukaguzi' })).toBeInTheDocument();
  expect(screen.queryByText(/Monday|Present|Save Draft/)).not.toBeInTheDocument();
});

test('the week list and the absence requests', async () => {
  api.answer(
    answers({
      'GET /Intern/Logbook': {
        status: 200,
        data: {
          StartsOn: '2026-12-28',
          EndsOn: '2027-03-26',
          Weeks: [
            week('2027-01-04', '2027-01-08'),
            week('2026-12-28', '2027-01-01', { State: 'signed', Hours: 40 }),
          ],
        },
      },
      'GET /Intern/Logbook/Pdf': failures.server,
      'GET /Intern/Visits': { status: 200, data: { Visits: [] } },
      'GET /Intern/Absence': {
        status: 200,
        data: {
          Absences: [
            absence(2, { FirstDay: '2027-01-20', LastDay: '2027-01-20', Days: 1 }),
            absence(1),
          ],
          Total: 2,
        },
      },
    }),
  );
  renderIntern('/internDashboard/logbook');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Daftari la Kazi' }),
  ).toBeInTheDocument();
  expect(screen.getByText('Mafunzo kazini: 28 Des 2026 – 26 Mac 2027')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Pakua Daftari la Kazi' })).toBeInTheDocument();
  const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
  expect(headers.slice(0, 5)).toEqual(['Wiki', 'Saa', 'Hali', translate('Remark'), 'Kitendo']);
  expect(headers).not.toContain('Remark');
  const open = screen.getByRole('link', { name: 'Fungua wiki inayoanza 4 Jan 2027' });
  expect(open).toHaveTextContent('Fungua');

  expect(
    await screen.findByRole('heading', { level: 2, name: 'Maombi ya Kutokuwepo' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Omba Ruhusa ya Kutokuwepo' })).toHaveAttribute(
    'href',
    '/internDashboard/logbook/absence',
  );
  expect(screen.getByRole('cell', { name: '20 Jan 2027 (siku 1)' })).toBeInTheDocument();
  expect(screen.getByRole('cell', { name: '5 Jan – 6 Jan 2027 (siku 2)' })).toBeInTheDocument();

  // The portal's own failure message, shown by shared-ui's error dialog.
  await userEvent
    .setup({ delay: null })
    .click(screen.getByRole('button', { name: 'Pakua Daftari la Kazi' }));
  expect(await screen.findByRole('dialog')).toHaveTextContent(
    'Imeshindikana kupakua daftari lako la kazi',
  );
});

test('a task: its details and the comments', async () => {
  const item = task(1, { Task: 'Write the report', Deadline: '2027-03-31' });
  api.answer(
    answers({
      'GET /Task/1': { status: 200, data: detailOf(item) },
    }),
  );
  renderIntern('/internDashboard/tasks/1');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Write the report' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Rudi kwenye Majukumu Yangu' })).toHaveAttribute(
    'href',
    '/internDashboard',
  );
  const details = screen.getByRole('table');
  for (const label of ['Hali', 'Tarehe ya mwisho', 'Limetolewa na'])
    expect(within(details).getByText(label)).toBeInTheDocument();
  expect(within(details).getByText('31 Mac 2027')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Maelezo' })).toHaveValue('Description of task 1');
  expect(screen.getByRole('checkbox', { name: 'Imekamilika: Write the report' })).toBeEnabled();
  expect(screen.getByText('Bado hakuna maoni')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Ongeza maoni' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Ongeza Maoni' })).toBeInTheDocument();
});

test('the absence request form', async () => {
  renderIntern('/internDashboard/logbook/absence');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Omba Ruhusa ya Kutokuwepo' }),
  ).toBeInTheDocument();
  expect(screen.getByLabelText(/^Siku ya kwanza/)).toHaveAttribute('type', 'date');
  expect(screen.getByLabelText(/^Siku ya mwisho/)).toHaveAttribute('type', 'date');
  const reason = screen.getByRole('combobox', { name: /^Sababu/ });
  expect(within(reason).getByRole('option', { name: 'Chagua sababu' })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: new RegExp(`^${translate('Note')}`) })).toBeVisible();
  expect(translate('Note')).not.toBe('Note');
  expect(screen.getByText('Herufi zisizozidi 1000')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Omba' })).toBeInTheDocument();
});

test('the profile: position, supervisor, the final evaluation and the letter', async () => {
  const profile = {
    user_id: INTERN.user_id,
    Name: INTERN.Name,
    Email: 'amina@example.com',
    PhoneNumber: '+254712345678',
    Position: null,
    position_id: null,
    Role: 'INT',
    Supervisor: null,
  };
  api.answer(
    answers({
      ...NOTHING_ENDED,
      ...NO_DAYS_YET,
      'GET /User/7/edit': { status: 200, data: { User: profile } },
      'GET /User/7': { status: 200, data: { User: profile, Tasks: [], Overall: null } },
      'GET /Letter/mine': {
        status: 200,
        data: { Letter: { id: 4, Code: 'ABCD-EFGH', IssuedOn: '2027-03-29' } },
      },
      ...submittedEvaluation({
        Assessment: 'Makini na hujifunza haraka.',
        SubmittedAt: '2027-03-26T09:00:00Z',
      }),
    }),
  );
  renderIntern('/internDashboard/profile');
  const evaluation = (await screen.findByRole('heading', { name: 'Tathmini ya Mwisho' })).closest(
    '.MuiCard-root',
  ) as HTMLElement;
  expect(evaluation).toHaveTextContent(`Na ${SUPERVISOR.Name}, iliwasilishwa tarehe 26 Mac 2027`);
  expect(evaluation).toHaveTextContent('Pendekezo');
  expect(evaluation).toHaveTextContent('Tathmini ya jumla');
  const letter = (
    await screen.findByRole('heading', { name: 'Barua ya Kukamilisha Mafunzo' })
  ).closest('.MuiCard-root') as HTMLElement;
  expect(letter).toHaveTextContent(
    'Ilitolewa tarehe 29 Mac 2027. Nambari ya uthibitisho: ABCD-EFGH',
  );
  expect(within(letter).getByRole('button', { name: 'Pakua Barua' })).toBeInTheDocument();
  expect(await screen.findByText('Nafasi ya Mafunzo Kazini')).toBeInTheDocument();
  expect(screen.getByText('Haijawekwa')).toBeInTheDocument();
  expect(screen.getByText('Msimamizi')).toBeInTheDocument();
  expect(screen.getByText('Bado hajateuliwa')).toBeInTheDocument();
});
