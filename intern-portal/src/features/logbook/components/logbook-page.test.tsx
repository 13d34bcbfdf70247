import { screen, within } from '@testing-library/react';
import {
  answers,
  failures,
  mockApi,
  renderIntern,
  type MockApi,
} from '../../../test-utils/render-intern';
import { absence, week } from '../../../test-utils/logbook';

const WEEKS = {
  StartsOn: '2026-12-28',
  EndsOn: '2027-06-25',
  Weeks: [
    week('2027-01-11', '2027-01-15'),
    week('2027-01-04', '2027-01-08', {
      State: 'returned',
      Hours: 36,
      Remark: 'Add the hours per task',
    }),
    week('2026-12-28', '2027-01-01', { State: 'signed', Hours: 40 }),
  ],
};

const VISITS = [
  {
    Id: 2,
    VisitedOn: '2027-02-10',
    VisitorName: 'Dr Amina Odhiambo',
    Met: 'Grace Mwangi and the team lead',
    Assessment: 'Leads the stand-up now.',
    Scores: [
      { Name: 'Punctuality', MaxScore: 5, Score: 5 },
      { Name: 'Teamwork', MaxScore: 10, Score: 8 },
    ],
    CreatedAt: '2027-02-10T12:00:00Z',
  },
  {
    Id: 1,
    VisitedOn: '2027-01-13',
    VisitorName: 'Former academic supervisor',
    Met: 'Grace Mwangi',
    Assessment: 'Settling in.',
    Scores: [],
    CreatedAt: '2027-01-13T12:00:00Z',
  },
];

let api: MockApi;
beforeEach(() => {
  api = mockApi(
    answers({
      'GET /Intern/Logbook': { status: 200, data: WEEKS },
      'GET /Intern/Visits': { status: 200, data: { Visits: VISITS } },
      'GET /Intern/Absence': {
        status: 200,
        data: {
          Absences: [
            absence(2, { FirstDay: '2027-01-20', LastDay: '2027-01-20', Days: 1, Reason: 'sick' }),
            absence(1, { State: 'declined', Remark: 'That week is the demo' }),
          ],
          Total: 2,
        },
      },
    }),
  );
});
afterEach(() => api.restore());

const rowOf = (text: string) =>
  screen.getByRole('cell', { name: text }).closest('tr') as HTMLElement;

test("the week list: 'Loading...', then each week's dates, hours, state, remark and Open", async () => {
  renderIntern('/internDashboard/logbook');
  expect(screen.getByText('Loading...')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: 'Logbook' })).toBeInTheDocument();
  expect(screen.getByText('Internship: 28 Dec 2026 – 25 Jun 2027')).toBeInTheDocument();
  const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
  expect(headers.slice(0, 5)).toEqual(['Week', 'Hours', 'State', 'Remark', 'Action']);

  const returned = rowOf('4 Jan – 8 Jan 2027');
  expect(within(returned).getByText('Returned')).toBeInTheDocument();
  expect(within(returned).getByText('36')).toBeInTheDocument();
  expect(within(returned).getByText('Add the hours per task')).toBeInTheDocument();
  expect(within(returned).getByRole('link', { name: 'Open week of 4 Jan 2027' })).toHaveAttribute(
    'href',
    '/internDashboard/logbook/2027-01-04',
  );
  expect(within(rowOf('11 Jan – 15 Jan 2027')).getByText('Not started')).toBeInTheDocument();
  expect(within(rowOf('28 Dec 2026 – 1 Jan 2027')).getByText('Signed')).toBeInTheDocument();
});

test('below the weeks, the absence requests and the way to a new one', async () => {
  renderIntern('/internDashboard/logbook');
  expect(await screen.findByRole('heading', { name: 'Absence Requests' })).toBeInTheDocument();
  const table = screen.getByRole('table', { name: 'Absence Requests' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Days', 'Reason', 'State', 'Remark']);
  const declined = (
    await within(table).findByRole('cell', { name: '5 Jan – 6 Jan 2027 (2 days)' })
  ).closest('tr') as HTMLElement;
  expect(within(declined).getByText('Exam')).toBeInTheDocument();
  expect(within(declined).getByText('Declined')).toBeInTheDocument();
  expect(within(declined).getByText('That week is the demo')).toBeInTheDocument();
  const pending = within(table)
    .getByRole('cell', { name: '20 Jan 2027 (1 day)' })
    .closest('tr') as HTMLElement;
  expect(within(pending).getByText('Sick')).toBeInTheDocument();
  expect(within(pending).getByText('Pending')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Request Absence' })).toHaveAttribute(
    'href',
    '/internDashboard/logbook/absence',
  );
  expect(api.requests.find((r) => r.url === '/Intern/Absence')?.params).toEqual({
    page: 1,
    pageSize: 10,
  });
});

test("a failed load says 'Could not get the Logbook'", async () => {
  api.answer(answers({ 'GET /Intern/Logbook': failures.server }));
  renderIntern('/internDashboard/logbook');
  expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(
    'Could not get the Logbook',
  );
});

test('the workplace visits: date, academic supervisor, who was met, assessment and scores', async () => {
  renderIntern('/internDashboard/logbook');
  const table = await screen.findByRole('table', { name: 'Workplace visits' });
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['Date', 'Academic supervisor', 'Who was met', 'Assessment', 'Scores']);
  const rows = within(table).getAllByRole('row').slice(1);
  expect(
    rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ),
  ).toEqual([
    [
      '10 Feb 2027',
      'Dr Amina Odhiambo',
      'Grace Mwangi and the team lead',
      'Leads the stand-up now.',
      'Punctuality 5/5 · Teamwork 8/10',
    ],
    ['13 Jan 2027', 'Former academic supervisor', 'Grace Mwangi', 'Settling in.', '—'],
  ]);
});

test("a failed load of the visits says 'Could not get the workplace visits', the weeks stay", async () => {
  api.answer(
    answers({
      'GET /Intern/Logbook': { status: 200, data: WEEKS },
      'GET /Intern/Visits': failures.server,
      'GET /Intern/Absence': { status: 200, data: { Absences: [], Total: 0 } },
    }),
  );
  renderIntern('/internDashboard/logbook');
  expect(await screen.findByRole('dialog', { name: 'Error' })).toHaveTextContent(
    'Could not get the workplace visits',
  );
  // Behind the popup (hidden from the accessibility tree while it is open): the section's alert.
  const section = screen.getByRole('region', { name: 'Workplace visits', hidden: true });
  expect(within(section).getByRole('alert', { hidden: true })).toHaveTextContent(
    'Could not get the workplace visits',
  );
  expect(
    screen.getByRole('cell', { name: '4 Jan – 8 Jan 2027', hidden: true }),
  ).toBeInTheDocument();
});
